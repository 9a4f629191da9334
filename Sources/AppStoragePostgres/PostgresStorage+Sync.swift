import AppCore
import AppStorage
import Foundation
import PostgresNIO

/// What a syncing client needs of the server besides the storage seam (docs/sync.md): the
/// database's identity, the receipts of applied outbox entries, and the change log's last
/// sequence number. The owner's migration (``PostgresSchema/syncTables``) makes the tables:
/// a member syncs with the grants docs/persistence.md lists, and creates nothing.
extension PostgresStorage {
    /// Where the server stands for `client`, in one round trip at the start of each sync.
    package struct ServerStanding: Equatable, Sendable {
        /// The database's identity; nil when its tables predate ``PostgresSchema/syncTables``.
        package var identity: ServerIdentity?
        /// The change log's last sequence number.
        package var lastChange: Int64
        /// The highest outbox number the server holds a receipt for, for `client`.
        package var highestReceipt: Int64
    }

    /// The server's identity, change-log position and receipts for `client` (read only).
    package func standing(client: UUID) throws(StorageError) -> ServerStanding {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            let identity = try Self.identity(session)
            let lastChange = try PostgresChangeLog.lastSequence(session)
            let highest = identity == nil ? 0 : try session.query("SELECT coalesce(max(seq), 0) FROM udf_tui_sync_applied WHERE client = \(client)")
                .first?.decode(Int64.self) ?? 0
            return ServerStanding(identity: identity, lastChange: lastChange, highestReceipt: highest)
        }
    }

    /// The identity of the database whose tables `session` resolves, or nil when it has no
    /// `udf_tui_server` table. The fingerprint joins the object ids of the database and of the
    /// table: a restore from a dump, or a database made again, gives new ones.
    static func identity(_ session: BlockingConnection.Session) throws -> ServerIdentity? {
        let row = try session.query("""
            SELECT to_regclass('udf_tui_server') IS NOT NULL,
                   (SELECT oid FROM pg_catalog.pg_database WHERE datname = current_database())::text || '/' || coalesce(to_regclass('udf_tui_server')::oid::text, '')
            """).first
        guard let (exists, fingerprint) = try row?.decode((Bool, String).self), exists,
              let id = try session.query("SELECT id FROM udf_tui_server").first?.decode(UUID.self)
        else { return nil }
        return ServerIdentity(id: id, fingerprint: fingerprint)
    }

    /// What the server holds under `client`'s outbox entry `sequence`: nil for nothing, else
    /// the digest of the payload it applied (nil digest: a receipt of an earlier version,
    /// which kept none).
    package func receipt(client: UUID, sequence: Int64) throws(StorageError) -> Data?? {
        let rows = try connection.query("SELECT digest FROM udf_tui_sync_applied WHERE client = \(client) AND seq = \(sequence)")
        guard let row = rows.first else { return nil }
        do {
            return .some(try row.decode(Data?.self))
        } catch {
            throw PostgresErrors.storageError(error, location: postgresLocation)
        }
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
        try noteForSync([note], session)
    }
}
