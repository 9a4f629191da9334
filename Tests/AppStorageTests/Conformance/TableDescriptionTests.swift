@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import GRDB
import PostgresNIO
import Testing

/// One description of a table (``StoredTable``) is all both engines need: a throwaway
/// table is created, written, migrated to a new column and read back on SQLite and on
/// PostgreSQL through the same statements the real tables use, and the real tables'
/// descriptions are the columns a migrated database has.
@Suite(.onOwnThread) struct TableDescriptionTests {
    /// A note: the element of the throwaway table.
    struct Note: Identifiable, Equatable, Sendable {
        var id: UUID
        var title: String
        var version = 1
        var pinned = false
    }

    /// The throwaway table as first shipped: id, title, version.
    enum NotesBefore: StoredTable {
        static let name = "note"
        static let key = "id"
        static let columns: [StoredColumn<Note>] = [
            .original("id", .uuid) { .uuid($0.id) },
            .original("title", .text) { .text($0.title) },
            .original("version", .integer) { .integer(Int64($0.version)) },
        ]
        static func keyValue(_ id: UUID) -> UUID { id }
        static func id(_ key: UUID) -> UUID { key }
        static func element(_ cells: inout some StoredCells) throws -> Note {
            Note(id: try cells.uuid(), title: try cells.text(), version: Int(try cells.integer()))
        }
    }

    /// The same table with one column added by the migration `v2-pinned`: the change a
    /// developer makes to add a column (the model, this entry, one migration per engine).
    enum NotesAfter: StoredTable {
        static let name = "note"
        static let key = "id"
        static let columns = NotesBefore.columns + [
            .added("pinned", .integer, check: "pinned IN (0, 1)", by: "v2-pinned", olderRows: "0") { .integer($0.pinned ? 1 : 0) },
        ]
        static func keyValue(_ id: UUID) -> UUID { id }
        static func id(_ key: UUID) -> UUID { key }
        static func element(_ cells: inout some StoredCells) throws -> Note {
            var note = try NotesBefore.element(&cells)
            note.pinned = try cells.integer() != 0
            return note
        }
    }

    static func note(_ number: UInt8, _ title: String) -> Note {
        Note(id: UUID(uuid: (number, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number)), title: title)
    }

    @Test(arguments: Backend.all)
    func aColumnAddedToADescriptionIsWrittenMigratedAndReadOnBothEngines(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let engine = NoteEngine(database)
        let (a, b, c, d) = (Self.note(1, "a"), Self.note(2, "b"), Self.note(3, "c"), Self.note(4, "d"))

        try engine.run([engine.creating(NotesBefore.self)])
        var edited = b
        edited.title = "b, edited"
        edited.version = 2
        try engine.write(NotesBefore.self) { table in
            try table.insert(a, at: nil)
            try table.insert(b, at: 10)
            try table.insert([c, d])
            try table.update(edited, expectedVersion: 1)
            #expect(throws: RowsChangedElsewhere.self) { try table.update(edited, expectedVersion: 1) }
            #expect(try table.delete(a.id) == 1)
            try table.move(d.id, to: 5)
        }
        #expect(try engine.load(NotesBefore.self) == [d, edited, c])

        if backend == .sqlite {
            // A read-only open of a file without the migration reads the new column as the
            // migration gives it to the rows already there.
            #expect(try engine.loadOlder(NotesAfter.self, applied: ["v1"]) == [d, edited, c])
        }

        try engine.run(engine.addingColumns(of: NotesAfter.self, by: "v2-pinned"))
        #expect(try engine.load(NotesAfter.self) == [d, edited, c])

        var pinned = c
        pinned.pinned = true
        pinned.version = 2
        var e = Self.note(5, "e")
        e.pinned = true
        try engine.write(NotesAfter.self) { table in
            try table.update(pinned, expectedVersion: 1)
            try table.insert(e, at: nil)
        }
        #expect(try engine.load(NotesAfter.self) == [d, edited, pinned, e])
        #expect(throws: (any Error).self, "the column's check came with it") {
            try engine.run(["UPDATE note SET pinned = 2"])
        }
        if backend == .postgres {
            let f = Self.note(6, "f"), g = Self.note(7, "g")
            try engine.bulkInsert([f, g], into: NotesAfter.self)
            #expect(try engine.load(NotesAfter.self) == [d, edited, pinned, e, f, g])
        }
    }

    @Test(arguments: Backend.all)
    func theDescriptionsAreTheColumnsOfAMigratedDatabase(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        try database.open().close()
        let engine = NoteEngine(database)
        #expect(try engine.columns(of: ProjectTable.self) == Self.described(ProjectTable.self, backend))
        #expect(try engine.columns(of: ItemTable.self) == Self.described(ItemTable.self, backend))
        #expect(try engine.columns(of: ActivityTable.self) == Self.described(ActivityTable.self, backend))
    }

    /// `table`'s columns as a database of `backend` names them: name, type, may be NULL.
    static func described<Table: StoredTable>(_ table: Table.Type, _ backend: Backend) -> [String] {
        let dialect: SQLDialect = backend == .sqlite ? .sqlite : .postgres
        return Table.columns.map { "\($0.name.lowercased()) \(dialect.typeName($0.type).lowercased())\($0.isOptional ? "" : " not null")" }
    }
}

/// The throwaway table's statements on one engine, run as the real tables' are: SQLite's
/// ``SQLiteTable`` and `fetchIdentified`, PostgreSQL's ``PostgresRowTable`` and
/// `identified`.
private struct NoteEngine {
    let database: ConformanceDatabase

    init(_ database: ConformanceDatabase) {
        self.database = database
    }

    func creating<Table: StoredTable>(_ table: Table.Type) -> String {
        database.backend == .sqlite ? AppSchema.creating(table) : PostgresSchema.creating(table)
    }

    func addingColumns<Table: StoredTable>(of table: Table.Type, by migration: String) -> [String] {
        database.backend == .sqlite ? [AppSchema.addingColumns(of: table, by: migration)] : PostgresSchema.addingColumns(of: table, by: migration)
    }

    func run(_ statements: [String]) throws {
        for statement in statements { try database.execute(statement) }
    }

    /// Runs `body` with the table's rows in one transaction.
    func write<Table: StoredTable>(_ table: Table.Type, _ body: (any RowTable<Table.Element>) throws -> Void) throws {
        switch database.backend {
        case .sqlite:
            try DatabaseQueue(path: database.location).write { db in try body(SQLiteTable<Table>(db: db)) }
        case .postgres:
            let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
            defer { connection.close() }
            try connection.transaction { session in try body(PostgresRowTable<Table>(session: session)) }
        }
    }

    func load<Table: StoredTable>(_ table: Table.Type) throws -> [Table.Element] where Table.Element: Equatable & Sendable {
        switch database.backend {
        case .sqlite:
            return try DatabaseQueue(path: database.location).read { db in
                try AppDatabase.fetchIdentified(table, db, kind: "notes", shape: .current).array
            }
        case .postgres:
            let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
            defer { connection.close() }
            let query = PostgresQuery(unsafeSQL: "SELECT \(StoredStatements<Table>.selection(.postgres)) FROM \(Table.name) ORDER BY position")
            return try connection.transaction { session in try PostgresStorage.identified(table, session, query, kind: "notes").array }
        }
    }

    /// The rows of an SQLite file whose migrations are `applied`, read as a read-only open
    /// of an older file reads them.
    func loadOlder<Table: StoredTable>(_ table: Table.Type, applied: Set<String>) throws -> [Table.Element] where Table.Element: Equatable {
        try DatabaseQueue(path: database.location).read { db in
            try AppDatabase.fetchIdentified(table, db, kind: "notes", shape: StoredShape(applied: applied)).array
        }
    }

    /// PostgreSQL's bulk insert of an import, for any table.
    func bulkInsert<Table: StoredTable>(_ elements: [Table.Element], into table: Table.Type) throws {
        let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
        defer { connection.close() }
        try connection.transaction { session in try PostgresStorage.insert(elements[...], into: table, session) }
    }

    /// The columns of `table` but `position`, as the database describes them: name, type,
    /// `not null`, in order.
    func columns<Table: StoredTable>(of table: Table.Type) throws -> [String] {
        switch database.backend {
        case .sqlite:
            return try DatabaseQueue(path: database.location).read { db in
                try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\" FROM pragma_table_info('\(Table.name)') WHERE name <> 'position' ORDER BY cid")
                    .map { row in "\((row[0] as String).lowercased()) \((row[1] as String).lowercased())\((row[2] as Int) == 1 ? " not null" : "")" }
            }
        case .postgres:
            let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
            defer { connection.close() }
            let rows = try connection.query(PostgresQuery(unsafeSQL: """
                SELECT column_name::text, data_type::text, is_nullable::text FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = '\(Table.name)' AND column_name <> 'position' ORDER BY ordinal_position
                """))
            return try rows.map { row in
                let (name, type, nullable) = try row.decode((String, String, String).self)
                return "\(name) \(type)\(nullable == "NO" ? " not null" : "")"
            }
        }
    }
}
