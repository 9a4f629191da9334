/// Why the database could not be opened, read or written: one clear sentence for people.
///
/// Every failure of AppStorage is one of these, so a caller can print ``message`` as it is
/// (the command line prefixes it with `udf-tui:`) and switch over the cases in code. None of
/// them is ever raised after a partial change: a failed write is rolled back and the file is
/// left as it was.
///
/// ```swift
/// do {
///     let database = try AppDatabase.open(at: path)
/// } catch {
///     print("udf-tui: \(error.message)")   // "… is a directory, not a database file"
/// }
/// ```
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible, Codable {
    /// The path names a folder.
    case isDirectory(path: String)
    /// The path is a device, a pipe or a socket, not a file that can hold a database.
    case notARegularFile(path: String)
    /// There is no database at the path (only raised for read-only access).
    case notFound(path: String)
    /// The folder that should hold the database does not exist or cannot be created.
    case folderUnavailable(path: String, reason: String)
    /// The file is not an SQLite database: another kind of file, or a damaged header.
    case notADatabase(path: String)
    /// The file is an SQLite database of another program.
    case foreignDatabase(path: String)
    /// The file was written by a newer version of udf-tui, whose schema this one does not know:
    /// `unknownMigrations` names the migrations this version does not know, or the
    /// `user_version N` it does not know.
    case newerVersion(path: String, unknownMigrations: [String])
    /// The file is damaged; `detail` is SQLite's diagnosis.
    case damaged(path: String, detail: String)
    /// A row holds what no record of udf-tui can (a NaN amount, an item of a missing
    /// project…), as a row written by hand may: `row` names it (`item 8F3…`), `reason` says
    /// what is wrong, in AppCore's words. Nothing is read past it, and nothing written.
    case unusableRow(path: String, row: String, reason: String)
    /// The file or its folder cannot be written.
    case readOnly(path: String)
    /// Another program held the database for longer than the busy timeout.
    case locked(path: String, seconds: Double)
    /// Another program held the database for longer than the busy timeout while it was
    /// opened read-only to be read: nothing was read (and nothing could have been saved).
    case lockedWhileReading(path: String, seconds: Double)
    /// The disk (or the database's size limit) is full.
    case diskFull(path: String)
    /// Another program changed the rows this change was about; nothing was written.
    case changedElsewhere(path: String)
    /// Any other failure of SQLite or of the file system.
    case failed(path: String, detail: String)
    /// A server could not be reached, or did not answer within its deadline: nothing was
    /// written by this call (a sync tries again later; docs/sync.md).
    case unreachable(path: String, detail: String)

    /// One sentence for people, naming the file; never more than one line.
    public var message: String {
        switch self {
        case .isDirectory(let path):
            "\(path) is a directory, not a database file."
        case .notARegularFile(let path):
            "\(path) is not a regular file (a device, a pipe or a socket); it was left untouched."
        case .notFound(let path):
            "There is no database at \(path)."
        case .folderUnavailable(let path, let reason):
            "Cannot use the folder \(path): \(reason)."
        case .notADatabase(let path):
            "\(path) is not a udf-tui database (it is another kind of file, or its header is damaged); it was left untouched."
        case .foreignDatabase(let path):
            "\(path) is an SQLite database of another program; it was left untouched."
        case .newerVersion(let path, let migrations):
            "\(path) was written by a newer version of udf-tui (it has \(migrations.joined(separator: ", "))); this version cannot use it and left it untouched."
        case .damaged(let path, let detail):
            "\(path) is damaged (\(detail)); nothing was changed. Run `udf-tui check` and restore a backup."
        case let .unusableRow(path, row, reason):
            "\(path) holds a row udf-tui cannot use: \(row): \(reason) Nothing was changed; fix or delete that row (`udf-tui check --verbose` lists every one)."
        case .readOnly(let path):
            "\(path) is read-only; nothing was saved."
        case .locked(let path, let seconds):
            "\(path) is locked by another program (waited \(Self.format(seconds)) s); nothing was saved."
        case .lockedWhileReading(let path, let seconds):
            "\(path) is locked by another program (waited \(Self.format(seconds)) s); nothing was read."
        case .diskFull(let path):
            "The disk holding \(path) is full; nothing was saved."
        case .changedElsewhere(let path):
            "Another program changed \(path) meanwhile; nothing was saved and the data is being reloaded."
        case .failed(let path, let detail), .unreachable(let path, let detail):
            "Cannot use \(path): \(detail)."
        }
    }

    /// This error as it reads for a connection that only reads: ``locked(path:seconds:)``
    /// becomes ``lockedWhileReading(path:seconds:)``, the others stay as they are.
    var whileReading: StorageError {
        if case .locked(let path, let seconds) = self { return .lockedWhileReading(path: path, seconds: seconds) }
        return self
    }

    /// The same as ``message``.
    public var description: String { message }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
