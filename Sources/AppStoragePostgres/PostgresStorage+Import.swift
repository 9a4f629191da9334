import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes an import's rows in one transaction, under the same write lock and checks as
    /// ``write(_:)``: the items go in slices of ``importSlice`` rows, one `INSERT … SELECT
    /// FROM unnest(…)` of array parameters each, instead of one statement per row. When the
    /// user owns the tables (who created them, as a single user's does), the row triggers of
    /// the change log are disabled for the transaction and one `ChangeEntry.everything`
    /// entry is logged instead, and the index by project and time may be built once after
    /// (``withoutSecondaryIndex(whenAdding:_:_:)``); another user of a shared database, who
    /// may write rows but not alter tables, imports with the triggers and the index as they
    /// are (each row logged: slower, the same rows). The statement triggers still send the
    /// notification that wakes the other programs.
    package func writeImport(_ change: DataChange) throws(StorageError) {
        try writeTransaction { session in
            let owns = try Self.ownsTables(session)
            if owns { try Self.setRowLogging("DISABLE", session) }
            var rest = change
            rest.insertedItems = []
            try Self.write(rest, session)
            try Self.withoutSecondaryIndex(whenAdding: owns ? change.insertedItems.count : 0, session) {
                var start = change.insertedItems.startIndex
                while start < change.insertedItems.endIndex {
                    let end = min(start + Self.importSlice, change.insertedItems.endIndex)
                    try Self.insert(change.insertedItems[start..<end], session)
                    start = end
                }
            }
            if owns {
                try Self.setRowLogging("ENABLE", session)
                try PostgresChangeLog.logEverything(session)
            }
        }
    }

    /// Whether the user may alter the three tables (owns them, or is a member of the role
    /// that does, a superuser included).
    private static func ownsTables(_ session: BlockingConnection.Session) throws -> Bool {
        try session.query("""
            SELECT bool_and(pg_has_role(current_user, relowner, 'USAGE')) FROM pg_class
            WHERE oid IN ('project'::regclass, 'item'::regclass, 'activity'::regclass)
            """).first?.decode(Bool?.self) ?? false
    }

    /// Enables or disables the row triggers of the change log (`ENABLE` or `DISABLE`), until
    /// the transaction ends; the tables stay readable meanwhile (SHARE ROW EXCLUSIVE).
    private static func setRowLogging(_ verb: String, _ session: BlockingConnection.Session) throws {
        for (table, trigger) in [("project", "project_logged"), ("item", "item_logged"), ("activity", "activity_logged")] {
            try session.query(PostgresQuery(unsafeSQL: "ALTER TABLE \(table) \(verb) TRIGGER \(trigger)"), patience: .waitingForLock)
        }
    }

    /// Runs `body`, which adds `count` items, without the index of items by project and
    /// time when they are more than the table holds, and builds the index again after it
    /// from its own definition: one sort instead of a million insertions into it (at a
    /// million items into an empty table, 5.4 s instead of 8.2 s of the server's time).
    private static func withoutSecondaryIndex(whenAdding count: Int, _ session: BlockingConnection.Session, _ body: () throws -> Void) throws {
        let rows = try session.query("SELECT count(*) FROM (SELECT 1 FROM item LIMIT \(Int64(count))) AS held").first?.decode(Int64.self) ?? 0
        let definition = try session.query("""
            SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'item_byprojectandtime'
            """).first?.decode(String.self)
        guard let definition, rows < count else { return try body() }
        try session.query("DROP INDEX item_byProjectAndTime", patience: .waitingForLock)
        try body()
        try session.query(PostgresQuery(unsafeSQL: definition), patience: .bulk)
    }

    /// How many items one statement of an import inserts.
    static let importSlice = 10_000

    /// Inserts items after the last row of `item`, in order, with one statement: each column
    /// is one array parameter (a note's absence is a separate array of flags, as postgres-nio
    /// encodes no arrays of optionals).
    private static func insert(_ items: ArraySlice<Item>, _ session: BlockingConnection.Session) throws {
        let ids = items.map(\.id.rawValue), projectIDs = items.map(\.projectID.rawValue)
        let amounts = items.map(\.amount), timestamps = items.map(\.timestamp.timeIntervalSinceReferenceDate)
        let notes = items.map { $0.notes ?? "" }, noNotes = items.map { $0.notes == nil }
        let versions = items.map { Int64($0.version) }
        try session.query("""
            INSERT INTO item (position, id, projectID, amount, "timestamp", notes, version)
            SELECT (SELECT coalesce(max(position), 0) FROM item) + row.number, row.id, row.projectID, row.amount, row.time,
                   CASE WHEN row.noNotes THEN NULL ELSE row.notes END, row.version
            FROM unnest(\(ids)::uuid[], \(projectIDs)::uuid[], \(amounts)::double precision[], \(timestamps)::double precision[],
                        \(notes)::text[], \(noNotes)::boolean[], \(versions)::bigint[])
                 WITH ORDINALITY AS row(id, projectID, amount, time, notes, noNotes, version, number)
            """, patience: .bulk)
    }
}
