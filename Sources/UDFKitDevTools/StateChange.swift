/// One difference between two states: where it is, and what was there before and after.
///
/// Paths read like Swift: `data.items[id: 7].amount`, `route.stack[2]`, `filter`. A value
/// that appeared has no `before`; one that went away has no `after`.
///
/// ```swift
/// StateDiff.changes(from: Counter(count: 1), to: Counter(count: 2))
/// // [StateChange(path: "count", before: "1", after: "2")]
/// ```
public struct StateChange: Codable, Hashable, Sendable {
    /// Where the value is, from the root of the state; empty for the root itself.
    public var path: String
    /// The value before, on one line; nil when it was added.
    public var before: String?
    /// The value after, on one line; nil when it was removed.
    public var after: String?

    /// Creates a change.
    public init(path: String, before: String?, after: String?) {
        self.path = path
        self.before = before
        self.after = after
    }
}
