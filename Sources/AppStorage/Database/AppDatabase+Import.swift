import AppCore
import GRDB

extension AppDatabase {
    /// Writes an import's rows in one transaction: the same rows as ``write(_:)``, with the
    /// row triggers of the change log taken out for the transaction and one
    /// ``ChangeEntry/everything`` entry logged instead of a million.
    ///
    /// The triggers are dropped and created again from their own SQL inside the transaction,
    /// so a failure rolls them back with the rows. A larger page cache for the transaction
    /// keeps SQLite from spilling the rows into the WAL before the commit. On a linked file
    /// the import goes to the outbox too (``notesForWholeChange(_:_:)``).
    package func writeImport(_ change: DataChange) throws(StorageError) {
        try transaction { db in
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000
            try db.execute(sql: "PRAGMA cache_size = \(Self.importCacheSize)")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            let triggers = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN ('projectInserted', 'itemInserted', 'activityInserted')")
            try db.execute(sql: "DROP TRIGGER projectInserted; DROP TRIGGER itemInserted; DROP TRIGGER activityInserted")
            let notes = try notesForWholeChange(change, db)
            try Self.write(change, db)
            try noteForSync(notes, db)
            for trigger in triggers { try db.execute(sql: trigger) }
            try ChangeLog.logEverything(db)
        }
    }

    /// The page cache of an import's transaction, in SQLite's negative kibibytes: 64 MiB.
    static let importCacheSize = -65_536
}
