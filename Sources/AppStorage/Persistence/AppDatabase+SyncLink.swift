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

    /// The file's link, or nil if it does not sync.
    package func syncLink() throws(StorageError) -> SyncLink? {
        try read { db in try Self.link(db) }
    }

    static func link(_ db: Database) throws -> SyncLink? {
        guard let row = try Row.fetchOne(db, sql: "SELECT client, server, cursor, firstSyncDone, lastSyncedAt FROM syncLink") else { return nil }
        let synced: Double? = try row.decode(Double?.self, atIndex: 4)
        return SyncLink(
            client: try row.decode(UUID.self, atIndex: 0), server: try row.decode(String.self, atIndex: 1),
            cursor: try row.decode(Int64.self, atIndex: 2), firstSyncDone: try row.decode(Bool.self, atIndex: 3),
            lastSyncedAt: synced.map(Date.init(timeIntervalSinceReferenceDate:))
        )
    }

    /// Links the file to `server` (as people read it) under a new client id, or returns the
    /// link it has; from then on every accepted action also goes to the outbox.
    ///
    /// - Throws: ``StorageError/failed(path:detail:)`` if the file syncs with another server.
    package func link(to server: String) throws(StorageError) -> SyncLink {
        var result: SyncLink?
        try transaction { db in
            if let link = try Self.link(db) {
                guard link.server == server else { throw SyncedElsewhere(server: link.server) }
                result = link
                return
            }
            let link = SyncLink(client: UUID(), server: server, cursor: 0, firstSyncDone: false)
            try db.execute(sql: "INSERT INTO syncLink (only, client, server) VALUES (1, ?, ?)", arguments: [link.client, server])
            result = link
        }
        syncLinked.withLock { $0 = true }
        guard let result else { throw .failed(path: path, detail: "the sync link was not written") }
        return result
    }

    /// The data and the last outbox entry it includes, from one snapshot: what a first sync
    /// merges with the server's data.
    package func firstSyncSnapshot() throws(StorageError) -> (data: AppData, cut: Int64) {
        try read { db in
            (try Self.loadData(db, shape: shape), try Int64.fetchOne(db, sql: "SELECT coalesce(max(seq), 0) FROM syncOutbox") ?? 0)
        }
    }

    /// Ends the first sync: the outbox entries up to `cut` are in the merged data the server
    /// now holds, so they are dropped; `conflicts` (records both sides had, differently) are kept.
    package func finishFirstSync(cut: Int64, conflicts: [SyncConflict]) throws(StorageError) {
        try transaction { db in
            try db.execute(sql: "DELETE FROM syncOutbox WHERE seq <= ?", arguments: [cut])
            for conflict in conflicts { try Self.insert(conflict, db) }
            try db.execute(sql: "UPDATE syncLink SET firstSyncDone = 1")
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

/// The file is linked to another server than the one given.
struct SyncedElsewhere: Error, CustomStringConvertible {
    var server: String
    var description: String { "this file syncs with \(server); use another file for another server" }
}
