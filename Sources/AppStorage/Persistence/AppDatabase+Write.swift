import AppCore
import Foundation
import GRDB

extension AppDatabase {
    /// Writes one change in one transaction: all of it, or nothing if any part fails.
    ///
    /// An update or deletion that finds no row means another program changed the rows
    /// meanwhile; the transaction is then rolled back with
    /// ``StorageError/changedElsewhere(path:)``.
    package func write(_ change: DataChange) throws(StorageError) {
        try transaction { db in
            try Self.write(change, db)
            try noteForSync(change.syncNote, db)
        }
    }

    static func write(_ change: DataChange, _ db: Database) throws {
        try change.write(to: SQLiteRows(db: db))
    }
}
