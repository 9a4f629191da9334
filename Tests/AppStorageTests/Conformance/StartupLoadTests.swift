@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Synchronization
import Testing
import UDFKit

/// How the full-screen program starts at any size, on SQLite and on PostgreSQL: the projects
/// and timers first (``DataStorage/loadDataWithoutItems()``), the whole data on another
/// thread, and that whole data handed to the store without being written again
/// (``StoredDataAction``).
@Suite(.onOwnThread) struct StartupLoadTests {
    let at = date("2025-03-06T10:00:00Z")

    /// The whole data arriving in a store that started on part of it.
    struct Loaded: StoredDataAction {
        let data: AppData
    }

    @Test(arguments: Backend.all)
    func theFirstReadHoldsEveryProjectAndTimerAndNoItem(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: SampleData.demo())
        defer { storage.close() }
        let demo = SampleData.demo()
        #expect(try storage.loadDataWithoutItems() == AppData(projects: demo.projects, activities: demo.activities))
        #expect(try storage.loadData() == demo)
    }

    @Test(arguments: Backend.all)
    func aWriteBetweenTheFirstReadAndTheWholeLoadIsInTheLoadAndTheWatcherSaysSo(_ backend: Backend) throws {
        // Given the program's start: the watcher made first, then the projects read
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: twoProjects)
        let signals = Mutex(0)
        let watcher = storage.makeChangeWatcher(fallbackInterval: .milliseconds(10)) { signals.withLock { $0 += 1 } }
        defer { watcher.stop(); storage.close() }
        #expect(try storage.loadDataWithoutItems().items.isEmpty)
        watcher.start()

        // When another program adds an item before the items are read
        let writer = try PersistentStore(storage: database.open(), watchInterval: nil)
        defer { writer.close() }
        let added = ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at)
        #expect(writer.apply(added) == .applied)

        // Then the whole load has it, and the watcher signals it (polled with a deadline)
        #expect(try storage.loadData() == writer.store.state.data)
        waitUntil { signals.withLock { $0 } > 0 }
        #expect(signals.withLock { $0 } > 0)
    }

    @Test(arguments: Backend.all)
    func dataTheDatabaseAlreadyHoldsReachesTheStoreWithoutBeingWritten(_ backend: Backend) throws {
        // Given a store started on the projects alone
        let database = try ConformanceDatabase(backend)
        try database.open(holding: twoProjects).close()
        let storage = try database.open()
        let reducer = Reducer<AppState>.combine([
            PersistentStore.reducer,
            Reducer(Loaded.self) { state, action in state.data = action.data },
        ])
        let store = try PersistentStore(storage: storage, reducer: reducer, watchInterval: nil)
        defer { store.close() }

        // When data that differs arrives as a stored-data action (here: the demo's)
        #expect(store.apply(Loaded(data: SampleData.demo())) == .applied)

        // Then the store holds it, and the database is as it was: nothing was written
        #expect(store.store.state.data == SampleData.demo())
        #expect(try database.dataOnDisk() == twoProjects)
    }
}
