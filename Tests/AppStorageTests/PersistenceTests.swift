@testable import AppStorage
import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing
import UDFKit

/// The persistence middleware: every accepted data action is on disk when `dispatch`
/// returns; a refused or failed one changes nothing, in memory or on disk.
@Suite(.onOwnThread) struct PersistenceTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")

    func store(holding data: AppData = twoProjects, options: AppDatabase.Options = .init()) throws -> PersistentStore {
        try PersistentStore(database: folder.database(holding: data, options: options), watchInterval: nil)
    }

    /// What a second connection reads from the file.
    func dataOnDisk() throws -> AppData {
        try AppDatabase.open(at: folder.file("udf.sqlite"), access: .readOnly).loadData()
    }

    @Test func anAcceptedActionIsOnDiskWhenDispatchReturns() throws {
        let app = try store()
        let outcome = app.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at))
        #expect(outcome == .applied)
        var expected = twoProjects
        expected.items.append(Item(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at))
        expected.projects[id: mileage.id]?.updatedAt = at
        #expect(app.store.state.data == expected)
        #expect(app.store.state.lastError == nil)
        #expect(try dataOnDisk() == expected)
    }

    @Test func aRefusedActionWritesNothing() throws {
        let app = try store()
        let before = FileSnapshot(folder.file("udf.sqlite"))
        let outcome = app.apply(ItemAction.itemAdded(id: ItemID(103), projectID: ProjectID(9), amount: 1, timestamp: at, notes: nil, at: at))
        #expect(outcome == .refused(.unknownProject(id: ProjectID(9))))
        #expect(app.store.state == AppState(data: twoProjects, lastError: .unknownProject(id: ProjectID(9))))
        #expect(FileSnapshot(folder.file("udf.sqlite")) == before)
    }

    @Test func deletingAnItemFromTheMiddleKeepsTheOrderOnDiskAsInMemory() throws {
        let app = try store(holding: SampleData.demo())
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(105), at: at)) == .applied)
        #expect(app.store.state.data.items.index(id: SampleData.demo().items.last?.id ?? ItemID(0)) == 4)
        #expect(try dataOnDisk() == app.store.state.data)
    }

    @Test func deletingAProjectDeletesItsItemsAndActivityOnDisk() throws {
        let app = try store()
        #expect(app.apply(ProjectAction.projectDeleted(id: hoursWorked.id)) == .applied)
        #expect(try dataOnDisk() == AppData(projects: [mileage], items: [fillUp]))
    }

    @Test func aFullDiskLeavesTheStateAsItWasAndSaysWhy() throws {
        // Given a database that cannot grow by a single page
        let seed = try folder.database(holding: twoProjects)
        let pages = try seed.queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        seed.close()
        var options = AppDatabase.Options()
        options.maximumPageCount = pages
        let app = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite"), options: options), watchInterval: nil)
        let before = app.store.state
        // When 200 items are added, one action each
        var outcomes: [PersistentStore.Outcome] = []
        for number in 0..<200 {
            let note = String(repeating: "n", count: 500)
            outcomes.append(app.apply(ItemAction.itemAdded(id: ItemID(UInt64(1_000 + number)), projectID: mileage.id, amount: 1, timestamp: at, notes: note, at: at)))
        }
        // Then the first that does not fit fails, saying the disk is full, and changes nothing
        let path = folder.file("udf.sqlite")
        let failure = try #require(outcomes.firstIndex { $0 != .applied })
        #expect(outcomes[failure] == .failed(StorageError.diskFull(path: path).notSaved))
        #expect(outcomes[failure...].allSatisfy { $0 == .failed(StorageError.diskFull(path: path).notSaved) })
        #expect(app.store.state.data.items.count == before.data.items.count + failure)
        #expect(try dataOnDisk() == app.store.state.data)
    }

    @Test func aLockedDatabaseFailsAfterTheBusyTimeoutAndChangesNothing() throws {
        let app = try store(options: AppDatabase.Options(busyTimeout: 0.1))
        let path = folder.file("udf.sqlite")
        let before = (FileSnapshot(path), app.store.state)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true    // the transaction spans two accesses
        let locker = try DatabaseQueue(path: path, configuration: configuration)
        try locker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        let outcome = app.apply(ProjectAction.projectEdited(id: mileage.id, title: "Kilometres", units: "km", frequency: .monthly, at: at))
        try locker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(outcome == .failed(StorageError.locked(path: path, seconds: 0.1).notSaved))
        #expect((FileSnapshot(path), app.store.state) == (before.0, before.1.withError(StorageError.locked(path: path, seconds: 0.1).notSaved)))
    }

    @Test func anActionOnRowsAnotherProgramDeletedFailsAndReloads() throws {
        // Given two programs on one file
        let first = try store()
        let second = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        // When the first deletes an item and the second, not yet told, edits it
        #expect(first.apply(ItemAction.itemDeleted(id: fillUp.id, at: at)) == .applied)
        let outcome = second.apply(ItemAction.itemEdited(id: fillUp.id, amount: 1, timestamp: at, notes: nil, at: at))
        // Then the edit fails, and the second reloads what the file holds
        #expect(outcome == .failed(StorageError.changedElsewhere(path: folder.file("udf.sqlite")).notSaved))
        #expect(second.store.state.data == first.store.state.data)
        #expect(try dataOnDisk() == first.store.state.data)
    }

    @Test func anImportIsOneTransactionAllOrNothing() throws {
        let app = try store(holding: AppData())
        let before = FileSnapshot(folder.file("udf.sqlite"))
        var bad = twoProjects
        bad.items.append(Item(id: ItemID(109), projectID: ProjectID(9), amount: 1, timestamp: at))
        #expect(app.apply(ImportAction.dataImported(bad, at: at)) == .refused(.unknownProject(id: ProjectID(9))))
        #expect(FileSnapshot(folder.file("udf.sqlite")) == before)
        #expect(app.apply(ImportAction.dataImported(twoProjects, at: at)) == .applied)
        #expect(app.store.state.data == twoProjects)
        #expect(try dataOnDisk() == twoProjects)
    }
}
