import AppCore
import Foundation
import GRDB

/// SQLite's rows inside one transaction (``RowWriter``): the statements, prepared once per
/// connection, of ``DataChange/write(to:)`` and ``DataReplacement/write(to:)``.
struct SQLiteRows: RowWriter {
    let db: Database

    var projects: SQLiteTable<Project, ProjectRecord> { SQLiteTable(spec: .projects, db: db) }
    var items: SQLiteTable<Item, ItemRecord> { SQLiteTable(spec: .items, db: db, append: AppDatabase.insert) }
    var activities: SQLiteTable<Activity, ActivityRecord> { SQLiteTable(spec: .activities, db: db) }

    func touch(_ project: Project, from previous: Date) throws {
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

    func placeOfItem(_ id: ItemID) throws -> (project: ProjectID, position: Int64)? {
        let query = try db.cachedStatement(sql: "SELECT projectID, position FROM item WHERE id = ?")
        guard let row = try Row.fetchOne(query, arguments: [id.rawValue]),
              let project: UUID = row["projectID"], let position: Int64 = row["position"] else { return nil }
        return (ProjectID(project), position)
    }
}

/// One SQLite table (``RowTable``), its rows written from the record type's Codable
/// encoding, so that the columns are the record's keys.
struct SQLiteTable<Element: Identifiable, Record: StoredRecord>: RowTable where Element.ID: Sendable {
    let spec: TableSpec<Element, Record>
    let db: Database
    /// A faster way to append many rows than one by one, if the table has one.
    var append: (([Element], Database) throws -> Void)?

    func insert(_ elements: [Element]) throws {
        guard let append else { return try elements.forEach { try insert($0, at: nil) } }
        try append(elements, db)
    }

    func insert(_ element: Element, at position: Int64?) throws {
        try AppDatabase.insert(spec.record(element), at: position, db)
    }

    func update(_ element: Element, expectedVersion: Int?) throws {
        try AppDatabase.update(spec.record(element), key: spec.key, expectedVersion: expectedVersion, db)
    }

    func delete(_ id: Element.ID) throws -> Int64? {
        let statement = try db.cachedStatement(sql: "DELETE FROM \(spec.table) WHERE \(spec.key) = ? RETURNING position")
        return try Int64.fetchOne(statement, arguments: [spec.keyValue(id)])
    }

    func position(of id: Element.ID) throws -> Int64? {
        let query = try db.cachedStatement(sql: "SELECT position FROM \(spec.table) WHERE \(spec.key) = ?")
        return try Int64.fetchOne(query, arguments: [spec.keyValue(id)])
    }

    func move(_ id: Element.ID, to position: Int64) throws {
        try db.cachedStatement(sql: "UPDATE \(spec.table) SET position = ? WHERE \(spec.key) = ?")
            .execute(arguments: [position, spec.keyValue(id)])
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }
}
