/// One entry of a screen's key table: the keys, what they do in words, and the command
/// they run.
///
/// The same value drives dispatch (``KeyBindingTable/command(for:)``), the help bar
/// (``HelpBar``) and the `?` overlay (``HelpOverlay``), so the help can never drift from
/// what the keys do.
///
/// ```swift
/// KeyBinding([.down, .character("j")], "down", .moveDown)
/// KeyBinding([.character("q")], "quit", .quit, inHelpBar: true)
/// ```
public struct KeyBinding<Command> {
    /// The keys that run ``command``; the first one is the one the help bar names.
    public var keys: [KeyEvent]
    /// What the keys do, in a few words ("move down", "delete project").
    public var summary: String
    /// The command run when one of ``keys`` is pressed.
    public var command: Command
    /// Whether the one-line help bar shows this binding (the `?` overlay shows them all).
    public var inHelpBar: Bool

    /// Creates a binding.
    public init(_ keys: [KeyEvent], _ summary: String, _ command: Command, inHelpBar: Bool = false) {
        self.keys = keys
        self.summary = summary
        self.command = command
        self.inHelpBar = inHelpBar
    }

    /// The keys as the help shows them: "↓/j", "Ctrl-R".
    public var keyLabel: String {
        keys.map(\.displayName).joined(separator: "/")
    }
}

extension KeyBinding: Sendable where Command: Sendable {}
extension KeyBinding: Equatable where Command: Equatable {}

/// A screen's key bindings in order: looked up to dispatch keys, listed to render help.
///
/// Order matters twice: when two bindings claim a key the first wins (``conflicts`` lists
/// such keys so a test can insist there are none), and the help bar drops bindings from
/// the end when the window is narrow.
///
/// ```swift
/// let table = KeyBindingTable<Command>([
///     KeyBinding([.down, .character("j")], "down", .moveDown, inHelpBar: true),
///     KeyBinding([.character("q")], "quit", .quit, inHelpBar: true),
/// ])
/// table.command(for: .character("j"))   // .moveDown
/// ```
public struct KeyBindingTable<Command> {
    /// The bindings in the order they were given.
    public let bindings: [KeyBinding<Command>]
    private let index: [KeyEvent: Int]

    /// Creates a table from bindings in help order.
    public init(_ bindings: [KeyBinding<Command>]) {
        self.bindings = bindings
        var index: [KeyEvent: Int] = [:]
        for (position, binding) in bindings.enumerated() {
            for key in binding.keys where index[key] == nil { index[key] = position }
        }
        self.index = index
    }

    /// The binding `key` runs, or `nil` when the key means nothing on this screen.
    public func binding(for key: KeyEvent) -> KeyBinding<Command>? {
        index[key].map { bindings[$0] }
    }

    /// The command `key` runs, or `nil` when the key means nothing on this screen.
    public func command(for key: KeyEvent) -> Command? {
        binding(for: key)?.command
    }

    /// Keys claimed by more than one binding, in table order (empty in a well-formed table).
    public var conflicts: [KeyEvent] {
        var seen: Set<KeyEvent> = [], repeated: [KeyEvent] = []
        for key in bindings.flatMap(\.keys) where !seen.insert(key).inserted && !repeated.contains(key) {
            repeated.append(key)
        }
        return repeated
    }

    /// The bindings the help bar shows, in order.
    public var helpBarBindings: [KeyBinding<Command>] {
        bindings.filter(\.inHelpBar)
    }
}

extension KeyBindingTable: Sendable where Command: Sendable {}
