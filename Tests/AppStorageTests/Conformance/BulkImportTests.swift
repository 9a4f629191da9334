@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import GRDB
import PostgresNIO
import ProcessTesting
import Testing

/// The bulk write of an import (`DataStorage.writeImport`), on SQLite and on PostgreSQL:
/// the same rows as the store's import, all or nothing, one entry in the change log that
/// sends every watching store to read everything.
@Suite(.onOwnThread) struct BulkImportTests {
    let at = date("2025-03-06T10:00:00Z")

    /// Laps (new) with three items, and one more item for Mileage (existing).
    static let imported = AppData(
        projects: [ExportReaderTests.laps],
        items: [
            Item(id: ItemID(301), projectID: ExportReaderTests.laps.id, amount: 1, timestamp: date("2025-03-03T07:00:00Z")),
            Item(id: ItemID(302), projectID: mileage.id, amount: 20, timestamp: date("2025-03-03T08:00:00Z"), notes: "ferry"),
            Item(id: ItemID(303), projectID: ExportReaderTests.laps.id, amount: 3, timestamp: date("2025-03-03T09:00:00Z")),
        ]
    )

    /// The table of each entry of the database's change log, oldest first.
    func logTables(_ database: ConformanceDatabase) throws -> [String] {
        switch database.backend {
        case .sqlite:
            return try DatabaseQueue(path: database.location).read { db in
                try String.fetchAll(db, sql: "SELECT tableName FROM changeLog ORDER BY seq")
            }
        case .postgres:
            let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
            defer { connection.close() }
            return try connection.query("SELECT tableName FROM udf_tui_changes ORDER BY seq").map { try $0.decode(String.self) }
        }
    }

    /// On a shared server, a user who may write the rows but does not own the tables cannot
    /// disable their triggers: the import goes in with every row logged, the same rows.
    @Test(.enabled(if: ConformanceServer.isThere, ConformanceServer.missing))
    func aUserWhoDoesNotOwnTheTablesImportsWithEveryRowLogged() throws {
        let database = try ConformanceDatabase(.postgres)
        try database.open(holding: twoProjects).close()
        let role = "udf_member_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try database.execute("CREATE ROLE \(role) LOGIN")
        try database.execute("""
            DO $$ BEGIN
                EXECUTE format('GRANT USAGE ON SCHEMA %I TO \(role)', current_schema());
                EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO \(role)', current_schema());
                EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO \(role)', current_schema());
            END $$
            """)
        defer {
            try? database.execute("DROP OWNED BY \(role)")
            try? database.execute("DROP ROLE \(role)")
        }
        var location = try PostgresLocation(parsing: database.location)
        location.user = role
        let member = try PostgresStorage.open(location)
        defer { member.close() }

        let before = try logTables(database).count
        var parts = ImportParts(Self.imported)
        try member.writeImport(twoProjects.importChange(&parts, at: at).get())

        var expected = AppState(data: twoProjects)
        PersistentStore.reducer.reduce(&expected, ImportAction.dataImported(Self.imported, at: at))
        #expect(try database.dataOnDisk() == expected.data)
        let logged = try logTables(database).dropFirst(before)
        #expect(!logged.contains(ChangeEntry.everything.table))
        #expect(logged.filter { $0 == "item" }.count == 3)
    }

    @Test(arguments: Backend.all)
    func anImportWritesTheStoresRowsAndAWatchingStoreReadsThemAll(_ backend: Backend) throws {
        // Given a store that watches, and another program about to import
        let database = try ConformanceDatabase(backend)
        let running = try PersistentStore(storage: database.open(holding: twoProjects), watchInterval: .milliseconds(10))
        let writer = try database.open()
        defer { running.close(); writer.close() }
        // When the other program writes the import in bulk
        var parts = ImportParts(Self.imported)
        try writer.writeImport(twoProjects.importChange(&parts, at: at).get())
        // Then the database holds what the store's import gives, and the change log one entry
        var expected = AppState(data: twoProjects)
        PersistentStore.reducer.reduce(&expected, ImportAction.dataImported(Self.imported, at: at))
        #expect(expected.lastError == nil)
        #expect(try database.dataOnDisk() == expected.data)
        #expect(try logTables(database) == [ChangeEntry.everything.table])
        // And the watching store has all of it soon (polled with a deadline)
        waitUntil { running.store.state.data == expected.data }
        #expect(running.store.state.data == expected.data)
    }

    @Test(arguments: Backend.all)
    func aWriteAfterAnImportIsLoggedRowByRowAgain(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let writer = try database.open(holding: twoProjects)
        defer { writer.close() }
        var parts = ImportParts(Self.imported)
        try writer.writeImport(twoProjects.importChange(&parts, at: at).get())
        let app = try PersistentStore(storage: database.open(), watchInterval: nil)
        defer { app.close() }
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(303), at: at)) == .applied)
        #expect(Set(try logTables(database).suffix(2)) == ["item", "project"])
        // And the schema is as before (on PostgreSQL the index by project and time, dropped
        // for an import larger than the table, is back)
        if backend == .postgres {
            let connection = try BlockingConnection(PostgresLocation(parsing: database.location))
            defer { connection.close() }
            let indexes = try connection.query("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'item' ORDER BY indexname")
                .map { try $0.decode(String.self) }
            #expect(indexes == ["item_byprojectandtime", "item_pkey", "item_position_key"])
        }
    }

    @Test(arguments: Backend.all)
    func aRefusedItemInTheMiddleOfAnImportWritesNothing(_ backend: Backend) throws {
        // Given slices whose middle item names a project that exists nowhere
        let database = try ConformanceDatabase(backend)
        try database.open(holding: twoProjects).close()
        var items = Self.imported.items.array
        items[1].projectID = ProjectID(9)
        var parts = ImportParts(projects: Self.imported.projects.array, itemSlices: [[items[0]], [items[1]], [items[2]]], activities: [])
        // When the import is worked out
        let result = twoProjects.importChange(&parts, at: at)
        // Then that item is named, with the reducer's reason, and nothing is written
        #expect(result == .failure(ImportRefusal(reason: .unknownProject(id: ProjectID(9)), part: .item(id: ItemID(302)))))
        #expect(try database.dataOnDisk() == twoProjects)
    }

    @Test(arguments: Backend.all)
    func aBulkWriteThatFailsHalfwayWritesNothingAndKeepsLogging(_ backend: Backend) throws {
        // Given an import planned on data where item 302 did not exist, which another
        // program has added since
        let database = try ConformanceDatabase(backend)
        var parts = ImportParts(Self.imported)
        let change = try twoProjects.importChange(&parts, at: at).get()
        var meanwhile = twoProjects
        meanwhile.items.append(Self.imported.items[1])
        let writer = try database.open(holding: meanwhile)
        defer { writer.close() }
        let logged = try logTables(database)
        // When the import is written
        #expect(throws: StorageError.self) { try writer.writeImport(change) }
        // Then nothing of it is there, and the log still has an entry per row
        #expect(try database.dataOnDisk() == meanwhile)
        #expect(try logTables(database) == logged)
        let app = try PersistentStore(storage: database.open(), watchInterval: nil)
        defer { app.close() }
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(302), at: at)) == .applied)
        #expect(try logTables(database).count == logged.count + 2)
    }
}
