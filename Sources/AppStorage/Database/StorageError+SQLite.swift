import GRDB

extension StorageError {
    /// The storage error that explains `error`, raised while using the database at `path`.
    ///
    /// SQLite's result codes become the cases people can act on (locked, full, read-only,
    /// damaged); a constraint failure means the rows on disk are not those in memory, so
    /// another program changed them. Anything else keeps SQLite's own words, on one line.
    static func wrapping(_ error: any Error, path: String, busyTimeout: Double) -> StorageError {
        if let error = error as? StorageError { return error }
        if let error = error as? UnreadableRow { return error.storageError(path: path) }
        if error is RowsChangedElsewhere { return .changedElsewhere(path: path) }
        if error is RowDecodingError { return .damaged(path: path, detail: "a row has a value of the wrong type") }
        guard let error = error as? DatabaseError else {
            return .failed(path: path, detail: firstLine(String(describing: error)))
        }
        let detail = firstLine(error.message ?? "SQLite error \(error.extendedResultCode.rawValue)")
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .locked(path: path, seconds: busyTimeout)
        case .SQLITE_FULL:
            return .diskFull(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM:
            return .readOnly(path: path)
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            return .damaged(path: path, detail: detail)
        case .SQLITE_CONSTRAINT:
            return .changedElsewhere(path: path)
        case .SQLITE_IOERR where error.extendedResultCode.rawValue == ioErrorShortRead:
            return .damaged(path: path, detail: "the file is shorter than its header says")
        default:
            return .failed(path: path, detail: detail)
        }
    }

    /// `SQLITE_IOERR_SHORT_READ`: a read past the end of a truncated file.
    private static let ioErrorShortRead: CInt = 10 | (2 << 8)

    /// The first line of a message, so that every error prints as one line.
    /// The first line of SQLite's diagnosis that says something: integrity checks start with
    /// a heading ("*** in database main ***") that names no problem.
    public static func firstLine(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { !$0.isEmpty && !($0.hasPrefix("***") && $0.hasSuffix("***")) } ?? lines.first ?? text
    }
}
