import AppCore
import AppStorage
import Foundation
import Synchronization
import TrackerUI
import UDFKit

/// The full-screen program's database: opened with the storage options, its data loaded,
/// the persistence middleware that writes every change, and a watcher of other programs'
/// writes whose signal reaches the program's one store as
/// ``AppStorage/StorageAction/externalChangeDetected``.
///
/// The commands use a ``AppStorage/PersistentStore`` (a store of `AppState` alone); the
/// program's store holds `TrackerState`, so it runs the same persistence middleware lifted
/// to its `app` part.
///
/// ```swift
/// let storage = try TerminalStorage.open(options)
/// let program = TrackerProgram(state: TrackerState(app: AppState(data: storage.data)),
///                              reducer: TerminalStorage.reducer, middleware: [storage.middleware])
/// storage.connect(program.store)
/// ```
final class TerminalStorage: Sendable {
    /// The program's reducer: the persistent store's (AppCore's, storage and import actions)
    /// with those families counted as changes of the data.
    static let reducer = TrackerState.reducer(
        app: PersistentStore.reducer,
        dataFamilies: TrackerState.appDataFamilies + [StorageAction.self, ImportAction.self]
    )

    /// Every action family the program's store reduces, for devtools recordings: the
    /// program's own and the storage ones.
    static let actionRegistry = TrackerState.actionRegistry
        .registering(ImportAction.self)
        .registering(StorageAction.self)

    /// Where the data is: an SQLite file, or a PostgreSQL database.
    let database: any DataStorage
    /// Writes every data action before the reducers apply it.
    let persistence: Persistence
    /// The data as loaded at start.
    let data: AppData
    private let watcher: any ChangeWatching
    private let target: WatchTarget

    private init(database: any DataStorage) throws(StorageError) {
        self.database = database
        persistence = Persistence(storage: database, reducer: PersistentStore.reducer)
        let target = WatchTarget()
        // Created before the load, so that a write landing in between is still noticed.
        watcher = database.makeChangeWatcher(fallbackInterval: .milliseconds(100)) { target.signal() }
        self.target = target
        data = try database.loadData()
        watcher.start()
    }

    /// Opens the database the options name (creating the default folder on first use) and
    /// loads it.
    static func open(_ options: StorageOptions) throws(CommandError) -> TerminalStorage {
        do {
            return try TerminalStorage(database: options.openStorage())
        } catch {
            throw .storage(error)
        }
    }

    /// The persistence middleware, lifted to the program's state.
    var middleware: Middleware<TrackerState> { .lift(\.app, persistence.middleware) }

    /// Sends the watcher's signals to `store` from now on (and one now, if a write was
    /// noticed before the store existed).
    func connect(_ store: Store<TrackerState>) {
        target.connect(store)
    }

    /// Stops watching and closes the database.
    func close() {
        watcher.stop()
        database.close()
    }
}

/// Where the watcher's signal goes: the store once it exists; a signal before that is kept
/// and delivered when it is connected.
private final class WatchTarget: Sendable {
    private let target = Mutex<(store: Store<TrackerState>?, missed: Bool)>((nil, false))

    func signal() {
        let store = target.withLock { target in
            if target.store == nil { target.missed = true }
            return target.store
        }
        store?.dispatch(StorageAction.externalChangeDetected)
    }

    func connect(_ store: Store<TrackerState>) {
        let missed = target.withLock { target in
            target.store = store
            return target.missed
        }
        if missed { store.dispatch(StorageAction.externalChangeDetected) }
    }
}
