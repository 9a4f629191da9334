import AppCore
import GRDB

extension AppDatabase {
    /// Inserts items at the end of the `item` table, in order, through one prepared
    /// statement with positional arguments.
    ///
    /// The same row ``insert(_:at:_:)`` writes for an ``ItemRecord`` (the columns of its
    /// Codable keys; dates as REAL seconds since the reference date; ids as 16-byte blobs),
    /// without encoding a dictionary and building the SQL per row: an import writes a
    /// million of them (16 µs a row before, most of an import's time).
    static func insert(_ items: [Item], _ db: Database) throws {
        guard !items.isEmpty else { return }
        let statement = try db.cachedStatement(sql: "INSERT INTO item (id, projectID, amount, timestamp, notes, version) VALUES (?, ?, ?, ?, ?, ?)")
        for item in items {
            try statement.execute(arguments: [
                item.id.rawValue, item.projectID.rawValue, item.amount, item.timestamp.timeIntervalSinceReferenceDate, item.notes, item.version,
            ])
        }
    }
}
