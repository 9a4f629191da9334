import AppCore
import Foundation
import GRDB

/// SQLite's rows inside one transaction (``RowWriter``): the statements, prepared once per
/// connection, of ``DataChange/write(to:)`` and ``DataReplacement/write(to:)``.
struct SQLiteRows: RowWriter {
    let db: Database

    var projects: SQLiteTable<ProjectTable> { SQLiteTable(db: db) }
    var items: SQLiteTable<ItemTable> { SQLiteTable(db: db) }
    var activities: SQLiteTable<ActivityTable> { SQLiteTable(db: db) }

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

/// One SQLite table (``RowTable``): the statements of its description
/// (``StoredStatements``), each prepared once per connection.
struct SQLiteTable<Table: StoredTable>: RowTable {
    let db: Database

    /// Inserts `elements` after the last row, in order, through one prepared statement
    /// with positional arguments: an import writes a million of them.
    func insert(_ elements: [Table.Element]) throws {
        guard !elements.isEmpty else { return }
        let statement = try db.cachedStatement(sql: StoredStatements<Table>.insert(.sqlite, atPosition: false))
        for element in elements {
            try statement.execute(arguments: Self.arguments(StoredStatements<Table>.values(of: element)))
        }
    }

    /// Inserts a row at `position`, or after the last (SQLite gives it the next rowid).
    func insert(_ element: Table.Element, at position: Int64?) throws {
        var values = StoredStatements<Table>.values(of: element)
        if let position { values.insert(.integer(position), at: 0) }
        try db.cachedStatement(sql: StoredStatements<Table>.insert(.sqlite, atPosition: position != nil))
            .execute(arguments: Self.arguments(values))
    }

    func update(_ element: Table.Element, expectedVersion: Int?) throws {
        try db.cachedStatement(sql: StoredStatements<Table>.update(.sqlite, checkingVersion: expectedVersion != nil))
            .execute(arguments: Self.arguments(StoredStatements<Table>.updateValues(of: element, expectedVersion: expectedVersion)))
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }

    func delete(_ id: Table.Element.ID) throws -> Int64? {
        let statement = try db.cachedStatement(sql: "DELETE FROM \(Table.name) WHERE \(Table.key) = ? RETURNING position")
        return try Int64.fetchOne(statement, arguments: [Table.keyValue(id)])
    }

    func position(of id: Table.Element.ID) throws -> Int64? {
        let query = try db.cachedStatement(sql: "SELECT position FROM \(Table.name) WHERE \(Table.key) = ?")
        return try Int64.fetchOne(query, arguments: [Table.keyValue(id)])
    }

    func move(_ id: Table.Element.ID, to position: Int64) throws {
        try db.cachedStatement(sql: "UPDATE \(Table.name) SET position = ? WHERE \(Table.key) = ?")
            .execute(arguments: [position, Table.keyValue(id)])
        guard db.changesCount == 1 else { throw RowsChangedElsewhere() }
    }

    /// The position and element of the row with the key `key`, nil when there is none.
    func row(withKey key: UUID) throws -> (position: Int64, element: Table.Element)? {
        let sql = "SELECT position, \(StoredShape.current.selection(of: Table.self)) FROM \(Table.name) WHERE \(Table.key) = ?"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [key]) else { return nil }
        var cells = SQLiteCells(row)
        let position = try cells.integer()
        return (position, try Table.element(&cells))
    }

    /// SQLite's arguments for `values`: ids as 16-byte blobs, dates as REAL.
    static func arguments(_ values: [StoredValue]) -> StatementArguments {
        StatementArguments(values.map { value -> DatabaseValue in
            switch value {
            case .uuid(let uuid): uuid.databaseValue
            case .text(let text): text.databaseValue
            case .real(let real): real.databaseValue
            case .integer(let integer): integer.databaseValue
            case .null: .null
            }
        })
    }
}

/// The cells of a GRDB row, read by index in their order (``StoredCells``): a NULL or a
/// value of the wrong type throws instead of trapping.
struct SQLiteCells: StoredCells {
    private let row: Row
    private var index = 0

    /// The cells of `row`, from its first column.
    init(_ row: Row) {
        self.row = row
    }

    // Each cell is decoded as its concrete type, so that GRDB reads Double, Int64 and
    // String straight from the statement (`StatementColumnConvertible`); a decoder generic
    // over `DatabaseValueConvertible` goes through `DatabaseValue` and looks metadata up at
    // run time for every cell (40% more for a million-item load).

    /// The index of the next cell, moving past it.
    private mutating func advance() -> Int {
        defer { index += 1 }
        return index
    }

    /// Whether the next cell is NULL, moving past it if so.
    private mutating func skipNull() -> Bool {
        guard row.hasNull(atIndex: index) else { return false }
        index += 1
        return true
    }

    mutating func uuid() throws -> UUID { try row.decode(UUID.self, atIndex: advance()) }
    mutating func text() throws -> String { try row.decode(String.self, atIndex: advance()) }
    mutating func optionalText() throws -> String? { skipNull() ? nil : try row.decode(String.self, atIndex: advance()) }
    mutating func real() throws -> Double { try row.decode(Double.self, atIndex: advance()) }
    mutating func optionalReal() throws -> Double? { skipNull() ? nil : try row.decode(Double.self, atIndex: advance()) }
    mutating func integer() throws -> Int64 { try row.decode(Int64.self, atIndex: advance()) }
}
