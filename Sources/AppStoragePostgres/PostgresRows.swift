import AppCore
import AppStorage
import Foundation
import PostgresNIO

/// PostgreSQL's rows inside one transaction (``AppStorage/RowWriter``): the statements of
/// ``AppStorage/DataChange/write(to:)`` and ``AppStorage/DataReplacement/write(to:)`` in
/// PostgreSQL's dialect.
struct PostgresRows: RowWriter {
    let session: BlockingConnection.Session

    var projects: PostgresRowTable<Project> {
        // A project's items go with it (ON DELETE CASCADE): as long as a bulk write may take.
        PostgresRowTable(table: PostgresTables.projects, session: session, deletePatience: .bulk)
    }
    var items: PostgresRowTable<Item> { PostgresRowTable(table: PostgresTables.items, session: session) }
    var activities: PostgresRowTable<Activity> { PostgresRowTable(table: PostgresTables.activities, session: session) }

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

/// One PostgreSQL table (``AppStorage/RowTable``).
struct PostgresRowTable<Element: Identifiable>: RowTable {
    let table: PostgresTable<Element>
    let session: BlockingConnection.Session
    /// How long a deletion may take: a project's takes its items with it.
    var deletePatience = Patience.statement

    func insert(_ element: Element, at position: Int64?) throws {
        try session.query(table.insert(element, position))
    }

    func update(_ element: Element, expectedVersion: Int?) throws {
        try expectOne(session.execute(table.update(element, expectedVersion)))
    }

    func delete(_ id: Element.ID) throws -> Int64? {
        let deleted = try session.query(
            "DELETE FROM \(unescaped: table.name) WHERE \(unescaped: table.key) = \(table.keyValue(id)) RETURNING position",
            patience: deletePatience
        )
        return try deleted.first?.decode(Int64.self)
    }

    func position(of id: Element.ID) throws -> Int64? {
        let rows = try session.query("SELECT position FROM \(unescaped: table.name) WHERE \(unescaped: table.key) = \(table.keyValue(id))")
        return try rows.first?.decode(Int64.self)
    }

    func move(_ id: Element.ID, to position: Int64) throws {
        try expectOne(session.execute("UPDATE \(unescaped: table.name) SET position = \(position) WHERE \(unescaped: table.key) = \(table.keyValue(id))"))
    }
}

/// A statement that must have changed exactly one row, else another program changed it.
func expectOne(_ changed: Int) throws {
    guard changed == 1 else { throw RowsChangedElsewhere() }
}
