import AppCore
import Foundation
import GRDB

/// The link of a file to its sync server, its first sync and its status (docs/sync.md).
extension AppDatabase {
    /// Whether this file's writes fill the outbox: it is linked to a server. Read once, then
    /// kept up to date by every write (``noteForSync(_:_:)``).
    package var recordsPendingActions: Bool {
        guard access == .readWrite else { return false }
        if let known = syncLinked.withLock({ $0 }) { return known }
        let linked = (try? perform { db in try Self.isLinked(db) }) ?? false
        syncLinked.withLock { $0 = linked }
        return linked
    }

    static func isLinked(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM syncLink)") ?? false
    }

    /// Notes `note` in the write's transaction: a pending action goes to the outbox when the
    /// file is linked. A write without one on a linked file (another program linked it since
    /// this one last looked) is refused as a change made elsewhere, and the next write
    /// carries its action.
    func noteForSync(_ note: SyncNote?, _ db: Database) throws {
        let linked = try Self.isLinked(db)
        syncLinked.withLock { $0 = linked }
        switch note {
        case .pending(let pending)? where linked:
            try db.execute(sql: "INSERT INTO syncOutbox (payload, bases, madeAt) VALUES (?, ?, ?)",
                           arguments: [pending.payload, pending.bases, Date().timeIntervalSinceReferenceDate])
        case nil where linked:
            throw RowsChangedElsewhere()
        default:
            break
        }
    }

    /// Notes each of `notes` in the write's transaction (``noteForSync(_:_:)``); none, on a
    /// linked file, refuses the write as ``noteForSync(_:_:)`` refuses a missing note.
    func noteForSync(_ notes: [SyncNote], _ db: Database) throws {
        guard !notes.isEmpty else { return try noteForSync(nil, db) }
        for note in notes { try noteForSync(note, db) }
    }

    /// The file's link, or nil if it does not sync.
    package func syncLink() throws(StorageError) -> SyncLink? {
        try read { db in try Self.link(db) }
    }

    /// The link row, read by column name: a file opened read-only before its migration to
    /// ``SyncSchema/identityMigration`` has the first columns only.
    static func link(_ db: Database) throws -> SyncLink? {
        guard try db.tableExists("syncLink"), let row = try Row.fetchOne(db, sql: "SELECT * FROM syncLink") else { return nil }
        func optional<Value: DatabaseValueConvertible>(_ column: String, _ type: Value.Type) throws -> Value? {
            row.hasColumn(column) ? try row.decode(Value?.self, forColumn: column) : nil
        }
        return SyncLink(
            client: try row.decode(UUID.self, forColumn: "client"), server: try row.decode(String.self, forColumn: "server"),
            cursor: try row.decode(Int64.self, forColumn: "cursor"), firstSyncDone: try row.decode(Bool.self, forColumn: "firstSyncDone"),
            lastSyncedAt: try optional("lastSyncedAt", Double.self).map(Date.init(timeIntervalSinceReferenceDate:)),
            serverID: try optional("serverID", UUID.self), serverKey: try optional("serverKey", String.self),
            fingerprint: try optional("fingerprint", String.self), acknowledged: try optional("acknowledged", Int64.self) ?? 0,
            recovering: try optional("recovering", Bool.self) ?? false
        )
    }

    /// Links the file to the server at `server` (its URL as people read it; `key`, its place
    /// as the connection resolves it) under a new client id, or returns the link it has,
    /// wherever that one leads (whether it is the same server is the sync's to judge); from
    /// then on every accepted action also goes to the outbox.
    package func link(to server: String, key: String) throws(StorageError) -> SyncLink {
        var result: SyncLink?
        try transaction { db in
            if let link = try Self.link(db) {
                result = link
                return
            }
            let link = SyncLink(client: UUID(), server: server, cursor: 0, firstSyncDone: false, serverKey: key)
            try db.execute(sql: "INSERT INTO syncLink (only, client, server, serverKey) VALUES (1, ?, ?, ?)",
                           arguments: [link.client, server, key])
            result = link
        }
        syncLinked.withLock { $0 = true }
        guard let result else { throw .failed(path: path, detail: "the sync link was not written") }
        return result
    }

    /// Moves the link to `server` at `key`: a sync found the database the link knows there
    /// (the same identity, spelled differently or moved).
    package func moveLink(to server: String, key: String) throws(StorageError) {
        try transaction { db in
            try db.execute(sql: "UPDATE syncLink SET server = ?, serverKey = ?", arguments: [server, key])
        }
    }

    /// Notes the server's identity. With `recovering`, the server lacks what the file knows
    /// it synced (restored from a dump, re-created): the next sync merges the file's data
    /// into the server's, newer versions kept, before it sends anything
    /// (``SyncLink/recovering``), and reads the server's data whole after.
    ///
    /// - Parameter acknowledged: the highest outbox number the server holds for this client.
    package func noteServer(_ identity: ServerIdentity, key: String, recovering: Bool, acknowledged: Int64) throws(StorageError) {
        try transaction { db in
            try db.execute(sql: "UPDATE syncLink SET serverID = ?, fingerprint = ?, serverKey = ?", arguments: [identity.id, identity.fingerprint, key])
            if recovering {
                try db.execute(sql: "UPDATE syncLink SET recovering = 1, firstSyncDone = 0, cursor = 0, acknowledged = ?", arguments: [acknowledged])
            }
        }
    }

    /// Gives the file a new client id when it still has `old`: the server holds another
    /// payload under one of `old`'s outbox numbers, so this file is a copy or a restored
    /// backup of the one that sent it (docs/sync.md, *Copies and backups*). The entries
    /// waiting are sent under the new id. Returns the file's client id now.
    package func takeNewClient(replacing old: UUID) throws(StorageError) -> UUID {
        var client = old
        try transaction { db in
            guard let link = try Self.link(db) else { return }
            if link.client == old {
                client = UUID()
                try db.execute(sql: "UPDATE syncLink SET client = ?, acknowledged = 0", arguments: [client])
            } else {
                client = link.client
            }
        }
        return client
    }

    /// The data, the last outbox entry it includes, and (`withPendingRecords`, for a
    /// recovery) the records the waiting entries changed, from one snapshot: what a first
    /// sync or a recovery merges with the server's data.
    package func firstSyncSnapshot(withPendingRecords: Bool) throws(StorageError) -> (data: AppData, cut: Int64, pending: Set<RecordID>) {
        try read { db in
            var pending = Set<RecordID>()
            for bases in withPendingRecords ? try Data.fetchAll(db, sql: "SELECT bases FROM syncOutbox") : [] {
                pending.formUnion((try? JSONDecoder().decode(RecordBases.self, from: bases))?.records ?? [])
            }
            return (try Self.loadData(db, shape: shape), try Int64.fetchOne(db, sql: "SELECT coalesce(max(seq), 0) FROM syncOutbox") ?? 0, pending)
        }
    }

    /// Ends the first sync: the outbox entries up to `cut` are in the merged data the server
    /// now holds, so they are dropped; `conflicts` (records both sides had, differently) are kept.
    package func finishFirstSync(cut: Int64, conflicts: [SyncConflict]) throws(StorageError) {
        try transaction { db in
            try db.execute(sql: "DELETE FROM syncOutbox WHERE seq <= ?", arguments: [cut])
            for conflict in conflicts { try Self.insert(conflict, db) }
            try db.execute(sql: "UPDATE syncLink SET firstSyncDone = 1, recovering = 0")
        }
    }

    /// When the oldest action waiting was made, or nil when none waits.
    package func oldestWaiting() throws(StorageError) -> Date? {
        try read { db in
            try Double.fetchOne(db, sql: "SELECT min(madeAt) FROM syncOutbox").map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }

    /// How many actions wait and how many conflicts are kept.
    package func syncCounts() throws(StorageError) -> SyncCounts {
        try read { db in
            SyncCounts(waiting: try Int.fetchOne(db, sql: "SELECT count(*) FROM syncOutbox") ?? 0,
                       conflicts: try Int.fetchOne(db, sql: "SELECT count(*) FROM syncConflict") ?? 0)
        }
    }
}

