import AppCore
import Foundation
import GRDB

/// The outbox, the conflicts, and the pull of the server's data into the file (docs/sync.md).
extension AppDatabase {
    /// The first `limit` actions waiting, oldest first.
    package func pendingActions(limit: Int) throws(StorageError) -> [OutboxEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT seq, payload, bases FROM syncOutbox ORDER BY seq LIMIT ?", arguments: [limit]).map { row in
                OutboxEntry(sequence: try row.decode(Int64.self, atIndex: 0),
                            pending: PendingAction(payload: try row.decode(Data.self, atIndex: 1), bases: try row.decode(Data.self, atIndex: 2)))
            }
        }
    }

    /// Drops outbox entries the server acknowledged (applied now or before), and notes the
    /// highest as acknowledged: a server that later lacks it was restored.
    package func acknowledge(_ sequences: [Int64]) throws(StorageError) {
        guard let highest = sequences.max() else { return }
        try transaction { db in
            for sequence in sequences { try db.execute(sql: "DELETE FROM syncOutbox WHERE seq = ?", arguments: [sequence]) }
            try db.execute(sql: "UPDATE syncLink SET acknowledged = max(acknowledged, ?)", arguments: [highest])
        }
    }

    /// Moves an outbox entry the server refused to the conflicts, in one transaction: it is
    /// never dropped.
    package func moveToConflicts(_ entry: OutboxEntry, reason: String, at now: Date) throws(StorageError) {
        try transaction { db in
            try Self.insert(SyncConflict(outboxSequence: entry.sequence, pending: entry.pending, reason: reason, foundAt: now), db)
            try db.execute(sql: "DELETE FROM syncOutbox WHERE seq = ?", arguments: [entry.sequence])
        }
    }

    static func insert(_ conflict: SyncConflict, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO syncConflict (outboxSeq, payload, bases, reason, foundAt) VALUES (?, ?, ?, ?, ?)",
            arguments: [conflict.outboxSequence, conflict.pending.payload, conflict.pending.bases, conflict.reason,
                        conflict.foundAt.timeIntervalSinceReferenceDate]
        )
    }

    /// The conflicts kept, oldest first.
    package func syncConflicts() throws(StorageError) -> [SyncConflict] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, outboxSeq, payload, bases, reason, foundAt FROM syncConflict ORDER BY id").map { row in
                SyncConflict(
                    id: try row.decode(Int64.self, atIndex: 0), outboxSequence: try row.decode(Int64?.self, atIndex: 1),
                    pending: PendingAction(payload: try row.decode(Data.self, atIndex: 2), bases: try row.decode(Data.self, atIndex: 3)),
                    reason: try row.decode(String.self, atIndex: 4),
                    foundAt: Date(timeIntervalSinceReferenceDate: try row.decode(Double.self, atIndex: 5))
                )
            }
        }
    }

    /// Writes `server` (the server's data at change-log sequence `cursor`) over the file's
    /// data, in one transaction that first checks the outbox is empty: an action waiting to
    /// be sent is never overwritten (it is sent first, then pulled). Returns the number of
    /// records written, or nil when actions wait. With `server` nil, only notes the time.
    package func pull(_ server: AppData?, cursor: Int64, at now: Date) throws(StorageError) -> Int? {
        var written: Int?
        try transaction { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM syncOutbox") == 0 else { return }
            if let server {
                let local = try Self.loadData(db, shape: shape)
                let replacement = DataReplacement(from: local, to: server)
                if !replacement.isEmpty { try Self.replace(local, with: server, replacement, db) }
                written = replacement.change.recordCount
                try Self.settleConflicts(db)
            }
            try db.execute(sql: "UPDATE syncLink SET cursor = ?, lastSyncedAt = ?", arguments: [cursor, now.timeIntervalSinceReferenceDate])
        }
        return written
    }
}

extension DataChange {
    /// How many records it inserts, updates or deletes.
    package var recordCount: Int {
        insertedProjects.count + updatedProjects.count + deletedProjects.count + insertedItems.count + updatedItems.count
            + deletedItems.count + insertedActivities.count + updatedActivities.count + deletedActivities.count
    }
}
