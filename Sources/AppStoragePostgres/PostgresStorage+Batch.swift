import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes several changes, each with its ``AppStorage/SyncNote``, in one transaction:
    /// all of them or none (a batch of outbox entries, applied in order).
    ///
    /// In few statements: a run of changes that only add items and move their projects'
    /// `updatedAt` on (what a long offline session of entries mostly is) is written as one
    /// multi-row insert and one touch per project, and the receipts as one insert. The rows
    /// end as the changes one by one would leave them; other changes are written as they are.
    ///
    /// ```swift
    /// try server.write(batch)    // each change's syncNote is `.applied(client:sequence:digest:)`
    /// ```
    package func write(_ changes: [DataChange]) throws(StorageError) {
        try writeTransaction { session in
            var run = ItemRun()
            for change in changes {
                if run.take(change) { continue }
                try run.flush(session)
                try Self.write(change, session)
            }
            try run.flush(session)
            try Self.noteForSync(changes.map(\.syncNote), session)
        }
    }

    /// Writes the receipts of `notes` in one statement per client.
    static func noteForSync(_ notes: [SyncNote?], _ session: BlockingConnection.Session) throws {
        var receipts: [UUID: (sequences: [Int64], digests: [ByteBuffer])] = [:]
        for case let .applied(client, sequence, digest)? in notes {
            receipts[client, default: ([], [])].sequences.append(sequence)
            receipts[client, default: ([], [])].digests.append(ByteBuffer(bytes: digest))
        }
        for (client, receipt) in receipts {
            try session.query("""
                INSERT INTO udf_tui_sync_applied (client, seq, digest)
                SELECT \(client), * FROM unnest(\(receipt.sequences)::bigint[], \(receipt.digests)::bytea[])
                """)
        }
    }
}

/// Consecutive changes that only insert items and touch their projects forward: their items
/// in order, and the latest `updatedAt` of each project.
private struct ItemRun {
    var items: [Item] = []
    var touches: [ProjectID: Date] = [:]

    /// Adds `change` to the run; false when it does more than that.
    mutating func take(_ change: DataChange) -> Bool {
        let onlyTouches = change.updatedProjects.allSatisfy { project in
            change.touchedProjects[project.id].map { project.updatedAt >= $0 } ?? false
        }
        guard onlyTouches, change.insertedProjects.isEmpty, change.deletedProjects.isEmpty, change.updatedItems.isEmpty,
              change.deletedItems.isEmpty, change.insertedActivities.isEmpty, change.updatedActivities.isEmpty,
              change.deletedActivities.isEmpty else { return false }
        items += change.insertedItems
        for project in change.updatedProjects { touches[project.id] = max(touches[project.id] ?? project.updatedAt, project.updatedAt) }
        return true
    }

    /// Writes the run (items first: a touch follows them, as in one change) and empties it.
    mutating func flush(_ session: BlockingConnection.Session) throws {
        var start = 0
        while start < items.count {
            let slice = items[start..<min(start + 500, items.count)]
            try session.query(Self.insert(slice))
            start += slice.count
        }
        for (id, time) in touches.sorted(by: { $0.key.rawValue.uuidString < $1.key.rawValue.uuidString }) {
            let changed = try session.execute("UPDATE project SET updatedAt = greatest(updatedAt, \(time.timeIntervalSinceReferenceDate)) WHERE id = \(id.rawValue)")
            try expectOne(changed)
        }
        self = ItemRun()
    }

    /// One INSERT of `items` after the last position, in their order.
    private static func insert(_ items: ArraySlice<Item>) -> PostgresQuery {
        var binds = PostgresBindings(capacity: items.count * 7)
        var rows: [String] = []
        for (offset, item) in items.enumerated() {
            let first = offset * 7 + 1
            binds.append(Int64(offset + 1))
            binds.append(item.id.rawValue)
            binds.append(item.projectID.rawValue)
            binds.append(item.amount)
            binds.append(item.timestamp.timeIntervalSinceReferenceDate)
            if let notes = item.notes { binds.append(notes) } else { binds.appendNull() }
            binds.append(Int64(item.version))
            rows.append("($\(first)::bigint, $\(first + 1)::uuid, $\(first + 2)::uuid, $\(first + 3)::double precision, "
                        + "$\(first + 4)::double precision, $\(first + 5)::text, $\(first + 6)::bigint)")
        }
        let sql = """
            INSERT INTO item (position, id, projectID, amount, "timestamp", notes, version)
            SELECT last.position + v.k, v.id, v.projectID, v.amount, v.ts, v.notes, v.version
            FROM (SELECT coalesce(max(position), 0) AS position FROM item) AS last,
                 (VALUES \(rows.joined(separator: ", "))) AS v(k, id, projectID, amount, ts, notes, version)
            ORDER BY v.k
            """
        return PostgresQuery(unsafeSQL: sql, binds: binds)
    }
}
