#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One recorded action, as the devtools show it: when it happened, what it was, and how long
/// the reducers took.
///
/// Entries are made on request from the log (``DevTools/entries(from:limit:)``), so recording
/// an action costs no formatting: the descriptions are worked out when someone looks.
///
/// ```swift
/// for entry in devTools.entries() {
///     print(entry.index, entry.family, entry.caseName, entry.payload)
/// }
/// ```
public struct DevToolsEntry: Codable, Hashable, Sendable {
    /// The action's position in the whole session, counting from 0; stays the same when older
    /// actions are forgotten.
    public var index: Int
    /// When the action reached the reducers (UTC).
    public var time: Date
    /// The action's family: its name in the `ActionRegistry` if registered, else its
    /// type name.
    public var family: String
    /// The enum case (`itemDeleted`), or the type name for an action that is not an enum.
    public var caseName: String
    /// The payload on one line, shortened to ``ActionText/payloadLimit`` characters.
    public var payload: String
    /// How long the reducers (and the middleware after the devtools) took, in nanoseconds.
    public var durationNanoseconds: Int64
    /// Whether the action is left out of the state the devtools show (``DevTools/setSkipped(_:_:)``).
    public var isSkipped: Bool
    /// Whether the action can be written to a recording (its family is registered).
    public var isEncodable: Bool

    /// Creates an entry; the devtools make these, viewers decode them.
    public init(index: Int, time: Date, family: String, caseName: String, payload: String,
                durationNanoseconds: Int64, isSkipped: Bool, isEncodable: Bool) {
        self.index = index
        self.time = time
        self.family = family
        self.caseName = caseName
        self.payload = payload
        self.durationNanoseconds = durationNanoseconds
        self.isSkipped = isSkipped
        self.isEncodable = isEncodable
    }
}
