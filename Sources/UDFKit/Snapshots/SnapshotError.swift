/// Why a snapshot file could not be loaded or saved, in one line for people.
///
/// ```
/// todos.json is not a valid snapshot (at items[2].title: missing key "title"); it was moved to todos.json.corrupt
/// ```
public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file exists but could not be read.
        case unreadable
        /// The file was read but does not hold a valid snapshot.
        case corrupt
        /// The snapshot could not be written.
        case unwritable
    }

    /// What went wrong.
    public var kind: Kind
    /// The snapshot file's path.
    public var path: String
    /// Why, as the system or the decoder put it.
    public var reason: String
    /// Where a bad file was moved so that it is never overwritten, or `nil` if it was not moved.
    public var movedTo: String?

    /// Creates an error.
    public init(kind: Kind, path: String, reason: String, movedTo: String? = nil) {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.movedTo = movedTo
    }

    /// The error in one line.
    public var description: String {
        let problem = switch kind {
        case .unreadable: "\(path) cannot be read (\(reason))"
        case .corrupt: "\(path) is not a valid snapshot (\(reason))"
        case .unwritable: "\(path) cannot be saved (\(reason))"
        }
        guard kind != .unwritable else { return problem }
        return problem + (movedTo.map { "; it was moved to \($0)" } ?? "; it was left in place and will not be overwritten")
    }
}
