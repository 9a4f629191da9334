import AppCore
import AppStorage
import Foundation
import PostgresNIO

/// What a syncing client needs of the server besides the storage seam (docs/sync.md): the
/// table of applied outbox entries, and the change log's last sequence number.
extension PostgresStorage {
    /// Creates `udf_tui_sync_applied` (client id, sequence number: the outbox entries applied,
    /// so that one sent again is applied once) if it is missing, under the write lock.
    package func prepareForSync() throws(StorageError) {
        try writeTransaction { session in
            try session.query("""
                CREATE TABLE IF NOT EXISTS udf_tui_sync_applied (
                    client uuid NOT NULL, seq bigint NOT NULL,
                    appliedAt double precision NOT NULL DEFAULT extract(epoch FROM now()),
                    PRIMARY KEY (client, seq))
                """)
        }
    }

    /// Whether `client`'s outbox entry `sequence` was applied.
    package func hasApplied(client: UUID, sequence: Int64) throws(StorageError) -> Bool {
        let rows = try connection.query("SELECT 1 FROM udf_tui_sync_applied WHERE client = \(client) AND seq = \(sequence)")
        return rows.first != nil
    }

    /// The change log's last sequence number: what a pull reads the data at (read it first).
    package func lastChangeSequence() throws(StorageError) -> Int64 {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            try PostgresChangeLog.lastSequence(session)
        }
    }

    /// Writes a change's receipt, in the change's transaction: a second one for the same
    /// entry breaks the key, and the whole transaction with it.
    static func noteForSync(_ note: SyncNote?, _ session: BlockingConnection.Session) throws {
        guard case let .applied(client, sequence)? = note else { return }
        try session.query("INSERT INTO udf_tui_sync_applied (client, seq) VALUES (\(client), \(sequence))")
    }
}
