/// A row that the database returned but that is not a valid part of ``AppData``.
package struct UnreadableRow: Error {
    /// The row, such as `item 8F3…`; nil when no one row is to blame (two share an id).
    package let row: String?
    /// What is wrong with it.
    package let reason: String

    /// A problem of the rows together.
    package init(reason: String) {
        row = nil
        self.reason = reason
    }

    /// A problem of one row.
    package init(row: String, reason: String) {
        self.row = row
        self.reason = reason
    }

    /// The error people see, for the database at `path`: an unusable row when one is to
    /// blame, damage otherwise.
    package func storageError(path: String) -> StorageError {
        row.map { .unusableRow(path: path, row: $0, reason: reason) } ?? .damaged(path: path, detail: reason)
    }
}
