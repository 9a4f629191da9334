import AppCore
import Foundation
import GRDB

/// The `changeLog` table, which triggers fill with every change to a row: what another
/// program changed since a ``SyncPoint``, so that a store reads only that.
///
/// A reload that reads only the changed rows costs O(changes) instead of O(n) (about 90 ms at
/// 100,000 items), which keeps another program's write within a few milliseconds of the
/// screen. It applies when rows changed in place, were appended, or were removed (a
/// project deleted with its items, a timer stopped, an item deleted with the last item
/// moved into its place); when rows moved otherwise, when a row was deleted and inserted
/// again, or when the log no longer reaches back to the sync point, the whole data is read
/// again.
enum ChangeLog {
    /// How many entries the log keeps; a store further behind reads everything again.
    static let kept: Int64 = 10_000

    /// The sequence number of the last entry ever logged (0 for none).
    static func lastSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT seq FROM sqlite_sequence WHERE name = 'changeLog'")) ?? 0
    }

    /// Replaces the whole log with one ``ChangeEntry/everything`` entry, after a gap in the
    /// sequence numbers: what a bulk write (an import) logs instead of an entry per row.
    ///
    /// Every store is then behind the log's reach, so it reads everything again; a program
    /// that does not know the entry sees the gap and does the same.
    static func logEverything(_ db: Database) throws {
        let last = try lastSequence(db)
        try db.execute(sql: "DELETE FROM changeLog")
        // AUTOINCREMENT moves `sqlite_sequence` up to an explicit, larger `seq`.
        let everything = ChangeEntry.everything
        try db.execute(sql: "INSERT INTO changeLog (seq, tableName, rowKey, operation) VALUES (?, ?, ?, ?)",
                       arguments: [last + 2, everything.table, everything.key, everything.operation])
    }

    /// Forgets entries older than the last ``kept``; run by every write.
    static func prune(_ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM changeLog WHERE seq <= ?").execute(arguments: [lastSequence(db) - kept])
    }

    typealias Entry = ChangeEntry

    /// The changes since `sync`, or nil when only reading everything again can follow them.
    static func delta(since sync: SyncPoint, _ db: Database) throws -> DataDelta? {
        let last = try lastSequence(db)
        let oldest = try Int64.fetchOne(db, sql: "SELECT min(seq) FROM changeLog") ?? last + 1
        guard last == sync.sequence || oldest <= sync.sequence + 1 else { return nil }
        let entries = try Row.fetchAll(db, sql: "SELECT tableName, rowKey, operation, moved FROM changeLog WHERE seq > ? ORDER BY seq", arguments: [sync.sequence]).map { row in
            Entry(table: try row.decode(atIndex: 0), key: try row.decode(atIndex: 1), operation: try row.decode(atIndex: 2), moved: try row.decode(atIndex: 3))
        }
        guard !entries.contains(where: \.meansEverything) else { return nil }
        let rows = SQLiteRows(db: db)
        guard let projects = try TableDelta(ProjectTable.self, entries, sync, fetch: rows.projects.row(withKey:)),
              let items = try TableDelta(ItemTable.self, entries, sync, fetch: rows.items.row(withKey:)),
              let activities = try TableDelta(ActivityTable.self, entries, sync, fetch: rows.activities.row(withKey:)) else { return nil }
        return DataDelta(projects: projects, items: items, activities: activities, sync: try SyncPoint.read(db))
    }
}

/// One entry of a change log (SQLite's `changeLog`, PostgreSQL's `udf_tui_changes`): a row
/// of a table was inserted, updated (perhaps moved to another position) or deleted.
package struct ChangeEntry: Sendable {
    /// `project`, `item` or `activity`.
    package var table: String
    /// The row's id (its project's, for an activity).
    package var key: UUID
    /// `insert`, `update` or `delete`.
    package var operation: String
    /// Whether an update changed the row's position.
    package var moved: Bool

    /// The entry a bulk write logs instead of one per row (table `*`, the nil UUID): every
    /// store behind it reads everything again.
    package static let everything = ChangeEntry(table: "*", key: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), operation: "update", moved: false)

    /// Whether this is the ``everything`` entry of a bulk write.
    package var meansEverything: Bool { table == Self.everything.table }

    /// An entry from its columns.
    package init(table: String, key: UUID, operation: String, moved: Bool) {
        self.table = table
        self.key = key
        self.operation = operation
        self.moved = moved
    }
}
