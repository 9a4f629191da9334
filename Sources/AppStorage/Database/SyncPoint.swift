import GRDB

/// How far a store's data has followed the file: the last `changeLog` entry its data
/// includes, and the largest `position` of each table at that moment.
///
/// A store whose data is at a sync point can follow another program's writes by reading
/// only the log entries after it (see ``ChangeLog``). Rows appended since then have larger
/// positions than every row it holds, which is how it knows they go at the end.
package struct SyncPoint: Equatable, Sendable {
    /// The last change-log entry the data includes.
    package var sequence: Int64
    /// The largest `position` of each table (`project`, `item`, `activity`) then.
    package var maxPositions: [String: Int64]

    /// A sync point from its parts.
    package init(sequence: Int64, maxPositions: [String: Int64]) {
        self.sequence = sequence
        self.maxPositions = maxPositions
    }

    /// The sync point of the file as it is in the current transaction.
    static func read(_ db: Database) throws -> SyncPoint {
        var maxPositions: [String: Int64] = [:]
        for table in ["project", "item", "activity"] {
            maxPositions[table] = try Int64.fetchOne(db.cachedStatement(sql: "SELECT ifnull(max(position), 0) FROM \(table)")) ?? 0
        }
        return SyncPoint(sequence: try ChangeLog.lastSequence(db), maxPositions: maxPositions)
    }

    /// The largest position of `table` at the sync point (0 for an empty table).
    package func maxPosition(of table: String) -> Int64 {
        maxPositions[table] ?? 0
    }
}
