#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A JSON file that holds a `Codable` value (a state, or part of one) across launches.
///
/// ```swift
/// let snapshot = FileSnapshot<TodoList>(url: dataFolder.appending(path: "todos.json"))
/// let todos: TodoList
/// do {
///     todos = try snapshot.load() ?? TodoList()
/// } catch {
///     print(error)          // todos.json is not a valid snapshot (...); it was moved to todos.json.corrupt
///     todos = TodoList()
/// }
/// ```
///
/// Saving replaces the file atomically (temporary file, `fsync`, rename, `fsync` of the
/// folder): the file holds the old snapshot or the new one, never a mix. A file that cannot
/// be read or decoded is moved aside, never overwritten; if even that fails, this snapshot
/// refuses to save over it. Save after changes with ``SnapshotSaver`` and
/// ``Middleware/savingSnapshots(of:with:)``.
public final class FileSnapshot<Value: Codable & Sendable>: Sendable {
    /// The snapshot file.
    public let url: URL
    private let encoder: JSONEncoder
    private let decoder: JSONDecoder
    /// Set when a bad file could not be moved aside: the reason saving is refused.
    private let blocked = Mutex<SnapshotError?>(nil)

    /// Creates a snapshot at `url`.
    ///
    /// - Parameters:
    ///   - url: the file; its folder must exist.
    ///   - encoder: by default sorted keys, pretty printed, and dates as seconds since 2001,
    ///     the form that round-trips exactly.
    ///   - decoder: must read what `encoder` writes.
    public init(url: URL, encoder: JSONEncoder? = nil, decoder: JSONDecoder = JSONDecoder()) {
        self.url = url
        self.encoder = encoder ?? {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            return encoder
        }()
        self.decoder = decoder
    }

    /// Reads the saved value, or returns `nil` when there is no file yet.
    ///
    /// - Throws: a ``SnapshotError`` when the file cannot be read or decoded; the file has
    ///   then been moved aside (see ``SnapshotError/movedTo``).
    public func load() throws -> Value? {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.read(url.path)
        } catch let error as SystemCallError where error.isMissingFile {
            return nil
        } catch {
            throw quarantine(.unreadable, reason: "\(error)")
        }
        do {
            return try decoder.decode(Value.self, from: Data(bytes))
        } catch {
            throw quarantine(.corrupt, reason: oneLineDescription(of: error))
        }
    }

    /// Writes `value` to the file, atomically.
    ///
    /// - Throws: a ``SnapshotError`` when it cannot be written, or when ``load()`` found a bad
    ///   file it could not move aside.
    public func save(_ value: Value) throws {
        if let blocked = blocked.withLock({ $0 }) {
            throw SnapshotError(kind: .unwritable, path: url.path, reason: "refusing to overwrite a file that could not be read: \(blocked.reason)")
        }
        do {
            try AtomicFile.replace(url.path, with: Array(encoder.encode(value)))
        } catch {
            throw SnapshotError(kind: .unwritable, path: url.path, reason: error is EncodingError ? oneLineDescription(of: error) : "\(error)")
        }
    }

    /// Moves a bad file aside and returns the error to throw; blocks saving if it cannot.
    private func quarantine(_ kind: SnapshotError.Kind, reason: String) -> SnapshotError {
        do {
            let aside = try AtomicFile.moveAside(url.path)
            return SnapshotError(kind: kind, path: url.path, reason: reason, movedTo: aside)
        } catch {
            let error = SnapshotError(kind: kind, path: url.path, reason: "\(reason); \(error)")
            blocked.withLock { $0 = error }
            return error
        }
    }
}
