import Foundation
import AppCore
import GRDB

extension AppDatabase {
    /// Writes the data `new` over `old` (what the file holds) in one transaction: the changed
    /// rows, and new positions for the rows that moved or are new, so that the order on disk
    /// is the new order in memory.
    ///
    /// If two kept rows leave too few free positions between them, the savepoint of the
    /// first attempt is rolled back and every row is renumbered instead, in the same
    /// transaction. On a linked file the change goes to the outbox too (``notesForWholeChange(_:_:)``).
    package func replace(_ old: AppData, with new: AppData) throws(StorageError) {
        let replacement = DataReplacement(from: old, to: new)
        guard !replacement.isEmpty else { return }
        try transaction { db in
            let notes = try notesForWholeChange(replacement.change, db)
            try Self.replace(old, with: new, replacement, db)
            try noteForSync(notes, db)
        }
    }

    /// ``replace(_:with:)`` inside the caller's transaction (`replacement` is `old` to `new`).
    static func replace(_ old: AppData, with new: AppData, _ replacement: DataReplacement, _ db: Database) throws {
        do {
            try db.inSavepoint {
                try replacement.write(to: SQLiteRows(db: db))
                return .commit
            }
        } catch is NoRoomBetweenRows {
            try DataReplacement.renumbering(from: old, to: new).write(to: SQLiteRows(db: db))
        }
    }
}
