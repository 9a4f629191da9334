import AppCore
import AppStorage
import Foundation
import PostgresNIO

/// PostgreSQL's rows inside one transaction (``AppStorage/RowWriter``): the statements of
/// ``AppStorage/DataChange/write(to:)`` and ``AppStorage/DataReplacement/write(to:)`` in
/// PostgreSQL's dialect.
struct PostgresRows: RowWriter {
    let session: BlockingConnection.Session

    var projects: PostgresRowTable<ProjectTable> {
        // A project's items go with it (ON DELETE CASCADE): as long as a bulk write may take.
        PostgresRowTable(session: session, deletePatience: .bulk)
    }
    var items: PostgresRowTable<ItemTable> { PostgresRowTable(session: session) }
    var activities: PostgresRowTable<ActivityTable> { PostgresRowTable(session: session) }

    func touch(_ project: Project, from previous: Date) throws {
        let time = project.updatedAt.timeIntervalSinceReferenceDate
        let id = project.id.rawValue
        if project.updatedAt >= previous {
            try expectOne(session.execute("UPDATE project SET updatedAt = greatest(updatedAt, \(time)) WHERE id = \(id)"))
        } else {
            let old = previous.timeIntervalSinceReferenceDate
            try expectOne(session.execute("UPDATE project SET updatedAt = \(time) WHERE id = \(id) AND updatedAt = \(old)"))
        }
    }

    func placeOfItem(_ id: ItemID) throws -> (project: ProjectID, position: Int64)? {
        let rows = try session.query("SELECT projectID, position FROM item WHERE id = \(id.rawValue)")
        guard let (project, position) = try rows.first?.decode((UUID, Int64).self) else { return nil }
        return (ProjectID(project), position)
    }
}

/// One PostgreSQL table (``AppStorage/RowTable``): the statements of its description
/// (``AppStorage/StoredStatements``) in PostgreSQL's dialect.
struct PostgresRowTable<Table: StoredTable>: RowTable {
    let session: BlockingConnection.Session
    /// How long a deletion may take: a project's takes its items with it.
    var deletePatience = Patience.statement

    func insert(_ element: Table.Element, at position: Int64?) throws {
        var values = StoredStatements<Table>.values(of: element)
        if let position { values.insert(.integer(position), at: 0) }
        try session.query(PostgresQuery(StoredStatements<Table>.insert(.postgres, atPosition: position != nil), values))
    }

    func update(_ element: Table.Element, expectedVersion: Int?) throws {
        let sql = StoredStatements<Table>.update(.postgres, checkingVersion: expectedVersion != nil)
        try expectOne(session.execute(PostgresQuery(sql, StoredStatements<Table>.updateValues(of: element, expectedVersion: expectedVersion))))
    }

    func delete(_ id: Table.Element.ID) throws -> Int64? {
        let deleted = try session.query(
            "DELETE FROM \(unescaped: Table.name) WHERE \(unescaped: Table.key) = \(Table.keyValue(id)) RETURNING position",
            patience: deletePatience
        )
        return try deleted.first?.decode(Int64.self)
    }

    func position(of id: Table.Element.ID) throws -> Int64? {
        let rows = try session.query("SELECT position FROM \(unescaped: Table.name) WHERE \(unescaped: Table.key) = \(Table.keyValue(id))")
        return try rows.first?.decode(Int64.self)
    }

    func move(_ id: Table.Element.ID, to position: Int64) throws {
        try expectOne(session.execute("UPDATE \(unescaped: Table.name) SET position = \(position) WHERE \(unescaped: Table.key) = \(Table.keyValue(id))"))
    }

    /// The position and element of the row with the key `key`, nil when there is none.
    func row(withKey key: UUID) throws -> (position: Int64, element: Table.Element)? {
        let selection = StoredStatements<Table>.selection(.postgres)
        guard let row = try session.query("SELECT position, \(unescaped: selection) FROM \(unescaped: Table.name) WHERE \(unescaped: Table.key) = \(key)").first
        else { return nil }
        var cells = Cells(row)
        let position = try cells.integer()
        return (position, try Table.element(&cells))
    }
}

/// A statement that must have changed exactly one row, else another program changed it.
func expectOne(_ changed: Int) throws {
    guard changed == 1 else { throw RowsChangedElsewhere() }
}
