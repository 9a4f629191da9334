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
        for project in change.insertedProjects { try insert(ProjectRecord(project), db) }
        for project in change.updatedProjects {
            if let previous = change.touchedProjects[project.id] {
                try touch(project, from: previous, db)
            } else {
                try update(ProjectRecord(project), key: "id", expectedVersion: change.previousVersions[project.id.rawValue], db)
            }
        }
        for removal in change.deletedItems { try remove(removal, db) }
        try insert(change.insertedItems, db)
        for item in change.updatedItems {
            try update(ItemRecord(item), key: "id", expectedVersion: change.previousVersions[item.id.rawValue], db)
        }
        for projectID in change.deletedActivities { try delete(from: "activity", key: "projectID", projectID.rawValue, db) }
        for activity in change.insertedActivities { try insert(ActivityRecord(activity), db) }
        for activity in change.updatedActivities { try update(ActivityRecord(activity), key: "projectID", db) }
        for projectID in change.deletedProjects { try delete(from: "project", key: "id", projectID.rawValue, db) }
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

    /// Writes a project's `updatedAt` alone, whatever else another program changed in it:
    /// what a change to one of its items or its timer writes. Forward, it never moves the
    /// time back (another program may have moved it further); back (an undo), only from the
    /// time memory had, else another program moved it since (``RowsChangedElsewhere``).
    private static func touch(_ project: Project, from previous: Date, _ db: Database) throws {
        let time = project.updatedAt.timeIntervalSinceReferenceDate
        if project.updatedAt >= previous {
            try db.cachedStatement(sql: "UPDATE project SET updatedAt = max(updatedAt, ?) WHERE id = ?")
                .execute(arguments: [time, project.id.rawValue])
        } else {
            try db.cachedStatement(sql: "UPDATE project SET updatedAt = ? WHERE id = ? AND updatedAt = ?")
                .execute(arguments: [time, project.id.rawValue, previous.timeIntervalSinceReferenceDate])
        }
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }

    private static func delete(from table: String, key: String, _ id: UUID, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \(table) WHERE \(key) = ?").execute(arguments: [id])
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }

    /// Deletes an item and gives its position to the item that took its place in memory.
    private static func remove(_ removal: ItemRemoval, _ db: Database) throws {
        let delete = try db.cachedStatement(sql: "DELETE FROM item WHERE id = ? RETURNING position")
        guard let position = try Int64.fetchOne(delete, arguments: [removal.id.rawValue]) else {
            throw RowsChangedElsewhere()
        }
        guard let filler = removal.filler else { return }
        try db.cachedStatement(sql: "UPDATE item SET position = ? WHERE id = ?").execute(arguments: [position, filler.rawValue])
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }
}

/// An update or deletion found no row: the database is not what memory thinks it is.
struct RowsChangedElsewhere: Error {}
