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

    /// Inserts a row at `position`, or at the end of its table: without a position SQLite
    /// gives the row the next rowid. The values come from the record's Codable encoding (and so its date
    /// strategy); the statement is prepared once per connection.
    static func insert<Record: StoredRecord>(_ record: Record, at position: Int64? = nil, _ db: Database) throws {
        var values = try record.databaseDictionary
        if let position { values["position"] = position.databaseValue }
        let columns = values.keys.sorted()
        let sql = "INSERT INTO \(Record.databaseTableName) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { ":" + $0 }.joined(separator: ", ")))"
        try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(values))
    }

    /// Updates the row whose `key` column matches the record's, with all its other columns;
    /// with `expectedVersion`, only if the row still has that version: another program's
    /// change since is never overwritten (``RowsChangedElsewhere``).
    static func update<Record: StoredRecord>(_ record: Record, key: String, expectedVersion: Int? = nil, _ db: Database) throws {
        var values = try record.databaseDictionary
        let assignments = values.keys.filter { $0 != key }.sorted().map { "\($0) = :\($0)" }
        var sql = "UPDATE \(Record.databaseTableName) SET \(assignments.joined(separator: ", ")) WHERE \(key) = :\(key)"
        if let expectedVersion {
            sql += " AND version = :expectedVersion"
            values["expectedVersion"] = expectedVersion.databaseValue
        }
        try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(values))
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }
}
