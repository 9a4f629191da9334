@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Testing
import UDFKit

/// What every storage promises, run on SQLite and on PostgreSQL alike (``Backend/all``):
/// the data comes back as written, each action is saved before `dispatch` returns, a change
/// prepared against rows another program changed is refused and overwrites nothing, whole
/// replacements (undo, import) keep the order, and another connection's write reaches a
/// watching store.
@Suite(.onOwnThread) struct ConformanceTests {
    let at = date("2025-03-06T10:00:00Z")

    func store(_ database: ConformanceDatabase, holding data: AppData = twoProjects, watch: Bool = false) throws -> PersistentStore {
        try PersistentStore(storage: database.open(holding: data), watchInterval: watch ? .milliseconds(10) : nil)
    }

    func other(_ database: ConformanceDatabase) throws -> PersistentStore {
        try PersistentStore(storage: database.open(), watchInterval: nil)
    }

    @Test(arguments: Backend.all)
    func theDataComesBackExactlyAsWrittenOrderIncluded(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        try database.open(holding: SampleData.demo()).close()
        #expect(try database.dataOnDisk() == SampleData.demo())
        let exact = try ConformanceDatabase(backend)
        try exact.open(holding: twoProjects).close()    // sub-microsecond instants, notes in Japanese
        #expect(try exact.dataOnDisk() == twoProjects)
    }

    @Test(arguments: Backend.all)
    func anAcceptedActionIsStoredWhenDispatchReturns(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database)
        defer { app.close() }
        #expect(app.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at)) == .applied)
        var expected = twoProjects
        expected.items.append(Item(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at))
        expected.projects[id: mileage.id]?.updatedAt = at
        #expect(app.store.state.data == expected)
        #expect(try database.dataOnDisk() == expected)
    }

    @Test(arguments: Backend.all)
    func aRefusedActionStoresNothing(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database)
        defer { app.close() }
        #expect(app.apply(ItemAction.itemAdded(id: ItemID(103), projectID: ProjectID(9), amount: 1, timestamp: at, notes: nil, at: at))
                == .refused(.unknownProject(id: ProjectID(9))))
        #expect(try database.dataOnDisk() == twoProjects)
    }

    @Test(arguments: Backend.all)
    func deletingAnItemFromTheMiddleKeepsTheStoredOrderAsInMemory(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database, holding: SampleData.demo())
        defer { app.close() }
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(105), at: at)) == .applied)
        #expect(try database.dataOnDisk() == app.store.state.data)
    }

    @Test(arguments: Backend.all)
    func deletingAProjectDeletesItsItemsAndActivity(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database)
        defer { app.close() }
        #expect(app.apply(ProjectAction.projectDeleted(id: hoursWorked.id)) == .applied)
        #expect(try database.dataOnDisk() == AppData(projects: [mileage], items: [fillUp]))
    }

    @Test(arguments: Backend.all)
    func anEditOfARecordAnotherProgramChangedIsRefusedAndOverwritesNothing(_ backend: Backend) throws {
        // Given two programs that loaded the same item
        let database = try ConformanceDatabase(backend)
        let first = try store(database)
        let second = try other(database)
        defer { first.close(); second.close() }
        // When the first edits it, and the second, not yet told, edits it too
        #expect(first.apply(ItemAction.itemEdited(id: fillUp.id, amount: 7, timestamp: fillUp.timestamp, notes: nil, at: at, expectedVersion: 1)) == .applied)
        let outcome = second.apply(ItemAction.itemEdited(id: fillUp.id, amount: 8, timestamp: fillUp.timestamp, notes: nil, at: at, expectedVersion: 1))
        // Then the second's edit is refused by the storage, the first's stays, and the second reloads it
        #expect(outcome == .failed(StorageError.changedElsewhere(path: database.shownLocation).notSaved))
        #expect(try database.dataOnDisk().items[id: fillUp.id]?.amount == 7)
        #expect(second.store.state.data == first.store.state.data)
    }

    @Test(arguments: Backend.all)
    func anActionOnRowsAnotherProgramDeletedFailsAndReloads(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let first = try store(database)
        let second = try other(database)
        defer { first.close(); second.close() }
        #expect(first.apply(ItemAction.itemDeleted(id: fillUp.id, at: at)) == .applied)
        #expect(second.apply(ItemAction.itemEdited(id: fillUp.id, amount: 1, timestamp: at, notes: nil, at: at))
                == .failed(StorageError.changedElsewhere(path: database.shownLocation).notSaved))
        #expect(second.store.state.data == first.store.state.data)
        #expect(try database.dataOnDisk() == first.store.state.data)
    }

    @Test(arguments: Backend.all)
    func anImportIsOneTransactionAndOneUndoTakesItBack(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database, holding: AppData())
        defer { app.close() }
        #expect(app.apply(ImportAction.dataImported(SampleData.demo(), at: SampleData.referenceDate)) == .applied)
        #expect(try database.dataOnDisk() == SampleData.demo())
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(try database.dataOnDisk() == AppData())
        #expect(app.apply(HistoryAction.redone) == .applied)
        #expect(try database.dataOnDisk() == app.store.state.data)
    }

    @Test(arguments: Backend.all)
    func undoingAProjectDeletionPutsItBackAndRedoTakesItAway(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try store(database, holding: SampleData.demo())
        defer { app.close() }
        #expect(app.apply(ProjectAction.projectDeleted(id: SampleData.mileageID)) == .applied)
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(app.store.state.data.hasSameRecords(as: SampleData.demo()))
        #expect(try database.dataOnDisk() == app.store.state.data)
        #expect(app.apply(HistoryAction.redone) == .applied)
        #expect(try database.dataOnDisk() == app.store.state.data)
    }

    @Test(arguments: Backend.all)
    func aReplacementThatReordersEverythingIsStoredInTheNewOrder(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: SampleData.demo())
        defer { storage.close() }
        var reordered = SampleData.demo()
        reordered.items = SampleData.list(reordered.items.reversed())
        reordered.projects = SampleData.list(reordered.projects.reversed())
        try storage.replace(SampleData.demo(), with: reordered)
        #expect(try database.dataOnDisk() == reordered)
    }

    @Test(arguments: Backend.all)
    func aWriteByAnotherConnectionReachesAWatchingStore(_ backend: Backend) throws {
        // Given a store that watches, and another program on the same database
        let database = try ConformanceDatabase(backend)
        let running = try store(database, watch: true)
        let writer = try other(database)
        defer { running.close(); writer.close() }
        // When the other program adds an item
        #expect(writer.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at)) == .applied)
        // Then the watching store has it soon (polled with a deadline)
        waitUntil { running.store.state.data == writer.store.state.data }
        #expect(running.store.state.data == writer.store.state.data)
    }

    @Test(arguments: Backend.all)
    func aDatabaseMigratedByANewerVersionIsRefusedAndLeftAlone(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        try database.open(holding: twoProjects).close()
        let table = backend == .sqlite ? "grdb_migrations" : "udf_tui_migrations"
        try database.execute("INSERT INTO \(table) (identifier) VALUES ('v9: from the future')")
        #expect(throws: StorageError.newerVersion(path: database.shownLocation, unknownMigrations: ["v9: from the future"])) {
            try database.open()
        }
        try database.execute("DELETE FROM \(table) WHERE identifier = 'v9: from the future'")
        #expect(try database.dataOnDisk() == twoProjects)
    }

    @Test(arguments: Backend.all)
    func anotherProgramsTablesAreRefused(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        try database.execute("CREATE TABLE project (name TEXT)")
        #expect(throws: StorageError.foreignDatabase(path: database.shownLocation)) {
            try database.open()
        }
    }
}
