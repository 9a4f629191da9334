import AppCore
import AppStorage
import Foundation
import Synchronization
import TrackerUI
import UDFKit

/// The full-screen program's database: opened with the storage options, the projects and
/// timers read at once for the first frame, the whole data read on a thread of its own
/// afterwards, the persistence middleware that writes every change, and a watcher of other
/// programs' writes whose signal reaches the program's one store as
/// ``AppStorage/StorageAction/externalChangeDetected``.
///
/// The commands use a ``AppStorage/PersistentStore`` (a store of `AppState` alone); the
/// program's store holds `TrackerState`, so it runs the same persistence middleware lifted
/// to its `app` part.
///
/// ```swift
/// let storage = try TerminalStorage.open(options)
/// var ui = UIState()
/// ui.loading = DataLoading()
/// let program = TrackerProgram(state: TrackerState(app: AppState(data: storage.firstData), ui: ui),
///                              reducer: TerminalStorage.reducer, middleware: [storage.middleware])
/// storage.startLoading(into: program.store)
/// ```
final class TerminalStorage: Sendable {
    /// The program's reducer: the persistent store's (AppCore's, storage and import actions),
    /// and a failed write said on the status line, over what the action's own outcome said.
    static let reducer = Reducer<TrackerState>.combine(TrackerState.reducer(app: PersistentStore.reducer), writeFailureShown)

    /// A write the storage failed says why on the status line (the change was taken back).
    static let writeFailureShown = Reducer<TrackerState>(StorageAction.self) { state, action in
        guard case .writeFailed(let error) = action else { return }
        state.ui.status = StatusMessage(error.notSaved.message, isError: true)
    }

    /// Every action family the program's store reduces, for devtools recordings: the
    /// program's own and the storage ones.
    static let actionRegistry: ActionRegistry = {
        do {
            return try TrackerState.actionRegistry.registering(ImportAction.self).registering(StorageAction.self)
        } catch {
            // Fixed families with distinct names: a clash is a programming error.
            preconditionFailure("\(error)")
        }
    }()

    /// Where the data is: an SQLite file, or a PostgreSQL database.
    let database: any DataStorage
    /// Writes every data action before the reducers apply it.
    let persistence: Persistence
    /// The projects and activities read at start, without the items: the first frame's data.
    let firstData: AppData
    private let watcher: any ChangeWatching
    private let target: WatchTarget
    private let load = Mutex(Load.notStarted)

    /// How far the whole load is.
    private enum Load {
        case notStarted, running, done
        case failed(StorageError)
    }

    private init(database: any DataStorage) throws(StorageError) {
        self.database = database
        persistence = Persistence(storage: database)
        let target = WatchTarget()
        // Created before anything is read, so that a write landing in between is still noticed.
        watcher = database.makeChangeWatcher(fallbackInterval: .milliseconds(100)) { target.signal() }
        let location = database.location
        watcher.reportConnection { event in target.show(Self.notice(of: event, location: location)) }
        self.target = target
        firstData = try database.loadDataWithoutItems()
        watcher.start()
    }

    /// What the status line says when the watcher loses the server and when it has it back:
    /// what happened first, the URL (long with a socket folder) last, where a narrow
    /// terminal cuts it.
    static func notice(of event: ConnectionEvent, location: String) -> StatusMessage {
        switch event {
        case .lost: StatusMessage("Lost the connection to the server; trying again every second (\(location)).", isError: true)
        case .restored: StatusMessage("Connected again; changes made meanwhile were read (\(location)).")
        }
    }

    /// Opens the database the options name (creating the default folder on first use) and
    /// reads its projects and timers (``firstData``).
    static func open(_ options: StorageOptions) throws(CommandError) -> TerminalStorage {
        do {
            return try TerminalStorage(database: options.openStorage())
        } catch {
            throw .storage(error)
        }
    }

    /// The persistence middleware, lifted to the program's state. A ``TrackerUI/DataLoadAction``
    /// passes it unwritten (a ``AppStorage/StoredDataAction``): the data it brings is what
    /// the database holds.
    var middleware: Middleware<TrackerState> { .lift(\.app, persistence.middleware) }

    /// Reads the whole data on a thread of its own, then dispatches it to `store`
    /// (``TrackerUI/DataLoadAction/dataLoaded(_:)``), sends the watcher's signals there from
    /// then on (one at once if another program wrote since the watcher was created) and
    /// calls `loaded`; or, when it cannot be read, dispatches
    /// ``TrackerUI/DataLoadAction/loadFailed(message:)`` (see ``loadFailure``).
    func startLoading(into store: Store<TrackerState>, loaded: @escaping @Sendable (AppData) -> Void = { _ in }) {
        load.withLock { $0 = .running }
        Thread.detachNewThread { [self] in
            do throws(StorageError) {
                let data = try database.loadData()
                load.withLock { $0 = .done }
                store.dispatch(DataLoadAction.dataLoaded(data))
                target.connect(store)
                loaded(data)
            } catch {
                load.withLock { $0 = .failed(error) }
                store.dispatch(DataLoadAction.loadFailed(message: error.message))
            }
        }
    }

    /// Why the whole load failed, if it did.
    var loadFailure: StorageError? {
        load.withLock { if case .failed(let error) = $0 { error } else { nil } }
    }

    /// Stops watching and closes the database; does nothing while the whole load is still
    /// reading (the person quit before it ended): closing would wait for it, and the process
    /// is about to exit, which closes the file or the connection anyway (a read writes
    /// nothing that could be lost).
    func close() {
        guard load.withLock({ if case .running = $0 { false } else { true } }) else { return }
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

    /// Shows `message` on the status line, once the store exists.
    func show(_ message: StatusMessage) {
        target.withLock { $0.store }?.dispatch(UIAction.statusShown(message))
    }

    func connect(_ store: Store<TrackerState>) {
        let missed = target.withLock { target in
            target.store = store
            return target.missed
        }
        if missed { store.dispatch(StorageAction.externalChangeDetected) }
    }
}

/// The data of a background load is what the database holds: nothing to write.
extension DataLoadAction: StoredDataAction {}
