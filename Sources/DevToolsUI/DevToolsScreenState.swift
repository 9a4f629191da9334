import UDFKitDevTools

/// What the devtools screen shows beyond the devtools' own data: the selected action, the
/// change on show, the help, the last message.
public struct DevToolsScreenState: Equatable, Sendable {
    /// The selected action's session index; nil follows the newest action.
    public var selected: Int?
    /// The first row of the log on show.
    public var offset = 0
    /// The action whose change is on show, with the change.
    public var changes: (index: Int, changes: [StateChange])?
    /// Whether the key list covers the screen.
    public var isHelpShown = false
    /// The last message, for the status line.
    public var message: String?
    /// Whether ``message`` reports a refusal.
    public var isError = false

    /// Nothing selected (follows the newest), no change on show.
    public init() {}

    /// Equal when every part is, the change on show compared path by path.
    public static func == (lhs: DevToolsScreenState, rhs: DevToolsScreenState) -> Bool {
        lhs.selected == rhs.selected && lhs.offset == rhs.offset && lhs.isHelpShown == rhs.isHelpShown
            && lhs.message == rhs.message && lhs.isError == rhs.isError
            && lhs.changes?.index == rhs.changes?.index && lhs.changes?.changes == rhs.changes?.changes
    }
}
