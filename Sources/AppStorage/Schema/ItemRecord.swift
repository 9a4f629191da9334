import AppCore
import Foundation
import GRDB

/// A row of the `item` table: an ``Item`` as SQLite stores it.
///
/// Same conventions as ``ProjectRecord``: Codable encoding with REAL reference-date dates,
/// decoding by column index.
struct ItemRecord: StoredRecord {
    static let databaseTableName = "item"
    static let columns: [StoredColumn] = [
        .original("id"), .original("projectID"), .original("amount"), .original("timestamp"), .original("notes"),
        .added("version", by: AppSchema.Migration.recordVersions, olderRows: "1"),
    ]
    static let selection = StoredShape.current.selection(of: columns)

    var id: UUID
    var projectID: UUID
    var amount: Double
    var timestamp: Date
    var notes: String?
    var version: Int

    init(_ item: Item) {
        id = item.id.rawValue
        projectID = item.projectID.rawValue
        amount = item.amount
        timestamp = item.timestamp
        notes = item.notes
        version = item.version
    }

    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        projectID = try row.decode(atIndex: 1)
        amount = try row.decode(atIndex: 2)
        timestamp = Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 3))
        notes = try row.decode(atIndex: 4)
        version = try row.decode(atIndex: 5)
    }

    /// The item, or the rule it breaks (``StoredRows``).
    func item() throws(UnreadableRow) -> Item {
        try StoredRows.checked(Item(id: ItemID(id), projectID: ProjectID(projectID), amount: amount, timestamp: timestamp, notes: notes, version: version))
    }
}
