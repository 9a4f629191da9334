import AppCore
import Foundation
import GRDB

/// Resolving the conflicts the server refused (docs/sync.md, *Conflicts*): each resolution is
/// one local transaction that checks the conflict is still there, so two programs resolving
/// the same conflict never both apply it.
extension AppDatabase {
    /// The conflict numbered `id`, or nil when there is none (resolved, or never kept).
    package func syncConflict(id: Int64) throws(StorageError) -> SyncConflict? {
        try syncConflicts().first { $0.id == id }
    }

    /// Take theirs: drops the conflict `id`; the server's version, which the file already
    /// shows after a pull, stays.
    ///
    /// ```swift
    /// try database.dropConflict(id: 3)
    /// ```
    /// - Throws: ``StorageError/failed(path:detail:)`` when there is no such conflict.
    package func dropConflict(id: Int64) throws(StorageError) {
        try transaction { db in try Self.deleteConflict(id, db) }
    }

    /// Keep mine (or an edit): writes `change` (the user's version over the file's current
    /// data, with the outbox entry in its ``DataChange/syncNote``) and drops the conflict `id`,
    /// in one transaction. The entry is sent with the next push like any other action.
    ///
    /// ```swift
    /// try database.resolveConflict(id: 3, with: change)
    /// ```
    /// - Throws: ``StorageError/changedElsewhere(path:)`` when the file's rows changed since
    ///   `change` was made from them (make it again); ``StorageError/failed(path:detail:)``
    ///   when there is no such conflict.
    package func resolveConflict(id: Int64, with change: DataChange) throws(StorageError) {
        try transaction { db in
            try Self.deleteConflict(id, db)
            try Self.write(change, db)
            try noteForSync(change.syncNote, db)
        }
    }

    /// Notes a new reason for the conflict `id`: keep mine found the server's current data
    /// still refuses the user's change, for this reason.
    package func updateConflict(id: Int64, reason: String) throws(StorageError) {
        try transaction { db in
            try db.execute(sql: "UPDATE syncConflict SET reason = ? WHERE id = ?", arguments: [reason, id])
            guard db.changesCount == 1 else { throw NoSuchConflict(id: id) }
        }
    }

    /// Marks every kept conflict settled (``RecordBases/settled``): called by a pull that
    /// wrote the server's data over the file, which now shows their version.
    static func settleConflicts(_ db: Database) throws {
        for row in try Row.fetchAll(db, sql: "SELECT id, bases FROM syncConflict") {
            guard var bases = try? JSONDecoder().decode(RecordBases.self, from: try row.decode(Data.self, atIndex: 1)),
                  bases.settled != true else { continue }
            bases.settled = true
            try db.execute(sql: "UPDATE syncConflict SET bases = ? WHERE id = ?",
                           arguments: [try JSONEncoder().encode(bases), try row.decode(Int64.self, atIndex: 0)])
        }
    }

    private static func deleteConflict(_ id: Int64, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncConflict WHERE id = ?", arguments: [id])
        guard db.changesCount == 1 else { throw NoSuchConflict(id: id) }
    }
}

/// A resolution named a conflict the file does not keep.
package struct NoSuchConflict: Error, CustomStringConvertible {
    package var id: Int64
    package init(id: Int64) { self.id = id }
    package var description: String { "there is no conflict \(id) (udf-tui sync status lists them)" }
}
