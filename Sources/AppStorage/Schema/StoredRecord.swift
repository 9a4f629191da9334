import GRDB

/// A row that SQLite returned but that is not a valid part of ``AppData``.
struct UnreadableRow: Error {
    let reason: String
}

/// A row type of one of the three tables: written through Codable, read by column index.
protocol StoredRecord: Encodable, FetchableRecord, PersistableRecord {
    /// The columns `init(row:)` reads, in its order.
    static var selection: String { get }
}
