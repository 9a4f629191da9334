import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes `new` over `old` in one transaction, order included: the same plan as SQLite's
    /// `AppDatabase.replace(_:with:)` (the rows that differ, free positions for rows that
    /// moved), and the same way out when two kept rows are too close (a savepoint rolled
    /// back, then every row renumbered, in the same transaction).
    package func replace(_ old: AppData, with new: AppData) throws(StorageError) {
        let replacement = DataReplacement(from: old, to: new)
        guard !replacement.isEmpty else { return }
        try writeTransaction { session in
            try session.query("SAVEPOINT replacement")
            do {
                try replacement.write(to: PostgresRows(session: session))
                try session.query("RELEASE SAVEPOINT replacement")
            } catch is NoRoomBetweenRows {
                try session.query("ROLLBACK TO SAVEPOINT replacement")
                try DataReplacement.renumbering(from: old, to: new).write(to: PostgresRows(session: session))
            }
        }
    }
}
