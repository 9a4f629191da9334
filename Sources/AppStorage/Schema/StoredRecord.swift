import GRDB

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

/// A row type of one of the three tables: written through Codable, read by column index.
protocol StoredRecord: Encodable, FetchableRecord, PersistableRecord {
    /// The columns `init(row:)` reads, in its order, with the migration that added each.
    static var columns: [StoredColumn] { get }
    /// The `SELECT` list of ``columns`` in the current schema.
    static var selection: String { get }
}

extension StoredRecord {
    /// The `SELECT` list of ``columns`` in a database of the shape `shape`: a column the
    /// file does not have yet reads as the value its migration would give the row.
    static func selection(in shape: StoredShape) -> String {
        shape == .current ? selection : shape.selection(of: columns)
    }
}

extension StoredRecord {
    /// Dates are stored as REAL `timeIntervalSinceReferenceDate`, the only form that
    /// round-trips exactly (GRDB's default text form drops sub-millisecond digits).
    ///
    /// In GRDB 7 the strategy is this static *function* of the column; the older
    /// `static let databaseDateEncodingStrategy` still compiles and is silently ignored.
    /// `RoundTripTests.datesAreStoredAsRealSecondsSinceTheReferenceDate` reads the raw
    /// column to prove this one is used.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSinceReferenceDate
    }
}
