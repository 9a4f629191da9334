import AppCore
import AppStorage
import Foundation
import PostgresNIO

/// The `udf_tui_changes` table, which row triggers fill with every change: what another
/// program changed since a `SyncPoint`, so that a store reads only those rows, O(changes),
/// where reading everything costs about 200 ms at 100,000 items. The same rules as SQLite's
/// `ChangeLog` (AppStorage's `TableDelta` decides); when they do not hold, everything is read.
enum PostgresChangeLog {
    /// How many entries the log keeps; a store further behind reads everything again.
    static let kept: Int64 = 10_000

    /// The sequence number of the last entry (0 for none).
    static func lastSequence(_ session: BlockingConnection.Session) throws -> Int64 {
        try session.query("SELECT coalesce(max(seq), 0) FROM udf_tui_changes").first?.decode(Int64.self) ?? 0
    }

    /// Replaces the whole log with one `ChangeEntry.everything` entry, after a gap in the
    /// sequence numbers: what a bulk write (an import) logs instead of an entry per row, so
    /// that every store behind it reads everything again (one that does not know the entry
    /// sees the gap).
    static func logEverything(_ session: BlockingConnection.Session) throws {
        let everything = ChangeEntry.everything
        try session.query("""
            WITH emptied AS (DELETE FROM udf_tui_changes),
                 skipped AS (SELECT setval(pg_get_serial_sequence('udf_tui_changes', 'seq'), nextval(pg_get_serial_sequence('udf_tui_changes', 'seq')) + 2))
            INSERT INTO udf_tui_changes (seq, tableName, rowKey, operation)
            SELECT setval, \(everything.table), \(everything.key), \(everything.operation) FROM skipped
            """)
    }

    /// The sync point of the database in the current transaction, in one round trip; with
    /// `pruning`, the same statement first forgets the entries older than the last ``kept``
    /// before that sequence number (what every write does).
    static func syncPoint(_ session: BlockingConnection.Session, pruning last: Int64? = nil) throws -> SyncPoint {
        let prune = last.map { "WITH pruned AS (DELETE FROM udf_tui_changes WHERE seq <= \($0 - kept)) " } ?? ""
        let row = try session.query("""
            \(unescaped: prune)SELECT (SELECT coalesce(max(seq), 0) FROM udf_tui_changes), (SELECT coalesce(max(position), 0) FROM project),
                   (SELECT coalesce(max(position), 0) FROM item), (SELECT coalesce(max(position), 0) FROM activity)
            """).first
        guard let (sequence, projects, items, activities) = try row?.decode((Int64, Int64, Int64, Int64).self) else {
            throw RowsChangedElsewhere()
        }
        return SyncPoint(sequence: sequence, maxPositions: ["project": projects, "item": items, "activity": activities])
    }

    /// What changed since `sync`, and the sync point after it; nil when only reading
    /// everything can follow (the log no longer reaches back, rows moved otherwise).
    static func delta(since sync: SyncPoint, _ session: BlockingConnection.Session) throws -> DataDelta? {
        let last = try lastSequence(session)
        let oldest = try session.query("SELECT min(seq) FROM udf_tui_changes").first?.decode(Int64?.self) ?? last + 1
        guard last == sync.sequence || oldest <= sync.sequence + 1 else { return nil }
        let entries = try session.query("SELECT tableName, rowKey, operation, moved FROM udf_tui_changes WHERE seq > \(sync.sequence) ORDER BY seq")
            .map { row in
                let (table, key, operation, moved) = try row.decode((String, UUID, String, Bool).self)
                return ChangeEntry(table: table, key: key, operation: operation, moved: moved)
            }
        guard !entries.contains(where: \.meansEverything) else { return nil }
        let rows = PostgresRows(session: session)
        guard let projects = try TableDelta(ProjectTable.self, entries, sync, fetch: rows.projects.row(withKey:)),
              let items = try TableDelta(ItemTable.self, entries, sync, fetch: rows.items.row(withKey:)),
              let activities = try TableDelta(ActivityTable.self, entries, sync, fetch: rows.activities.row(withKey:))
        else { return nil }
        return DataDelta(projects: projects, items: items, activities: activities, sync: try syncPoint(session))
    }
}
