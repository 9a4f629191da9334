import AppCore
import UDFKit

/// A store whose data lives in a database: loaded at start-up, saved by every data action,
/// and reloaded when another program writes to the file.
///
/// The full-screen program and every command of `udf-tui` use this one type, so every
/// change takes the same path: an action, the ``Persistence`` middleware, the reducers.
///
/// ```swift
/// let app = try PersistentStore(database: try AppDatabase.open(at: path))
/// app.store.dispatch(ProjectAction.projectCreated(
///     id: ProjectID(), title: "Mileage", units: "km", frequency: .monthly, at: .now
/// ))
/// // … the project is on disk before `dispatch` returns
/// app.close()
/// ```
///
/// ## Topics
/// - ``init(database:reducer:watchInterval:middleware:)``
/// - ``apply(_:)``
/// - ``reducer``
public final class PersistentStore: Sendable {
    /// The reducer of a persistent store: AppCore's, plus storage and import actions.
    public static let reducer = Reducer<AppState>.combine(
        AppState.reducer, AppState.storageReducer, AppState.importReducer
    )

    /// The store. Dispatch to it from any thread.
    public let store: Store<AppState>
    /// The middleware that saves each action, and the database it writes to.
    public let persistence: Persistence
    private let watcher: (any ChangeWatching)?

    /// Loads the data from `database` and starts a store over it.
    ///
    /// - Parameters:
    ///   - reducer: the store's reducer; ``reducer`` by default. An app with more action
    ///     families (routes, undo) combines them with it.
    ///   - watchInterval: nil not to watch for writes by other programs (commands that run
    ///     one action and exit); otherwise they are noticed at once through inotify, and this
    ///     is how often to look where the system cannot tell (no inotify).
    ///   - middleware: more middleware, run before the persistence middleware.
    /// - Throws: a ``StorageError`` if the data cannot be loaded.
    public convenience init(
        database: AppDatabase, reducer: Reducer<AppState> = PersistentStore.reducer,
        watchInterval: Duration? = .milliseconds(100), middleware: [Middleware<AppState>] = []
    ) throws(StorageError) {
        try self.init(storage: database, reducer: reducer, watchInterval: watchInterval, middleware: middleware)
    }

    /// Loads the data from `storage` (SQLite or PostgreSQL) and starts a store over it; the
    /// parameters are those of ``init(database:reducer:watchInterval:middleware:)``.
    package init(
        storage: any DataStorage, reducer: Reducer<AppState> = PersistentStore.reducer,
        watchInterval: Duration? = .milliseconds(100), middleware: [Middleware<AppState>] = []
    ) throws(StorageError) {
        persistence = Persistence(storage: storage)
        let changes = ChangeRelay()
        // Created before the load, so that a write landing in between is still noticed.
        watcher = watchInterval.map { interval in
            storage.makeChangeWatcher(fallbackInterval: interval) { changes.send() }
        }
        store = Store(
            initialState: AppState(data: try storage.loadData()),
            reducer: reducer,
            middleware: middleware + [persistence.middleware]
        )
        changes.connect(to: store)
        watcher?.start()
    }

    /// Loads only the part of the data `scope` names from `storage` and starts a store over
    /// it that does not watch other programs: for a command that runs one action and exits.
    ///
    /// The action goes through the same reducers and the same ``Persistence`` middleware as
    /// on the whole data, and writes the same rows; one whose rows need more than the scope
    /// (``DataScope/covers(_:)``: an item's or a project's deletion, an import, an undo) is
    /// refused with ``StorageAction/writeFailed(_:)`` and changes nothing.
    package init(
        storage: any DataStorage, scope: DataScope, reducer: Reducer<AppState> = PersistentStore.reducer,
        middleware: [Middleware<AppState>] = []
    ) throws(StorageError) {
        persistence = Persistence(storage: storage, scope: scope)
        watcher = nil
        store = Store(
            initialState: AppState(data: try storage.loadData(scope)),
            reducer: reducer,
            middleware: middleware + [persistence.middleware]
        )
    }

    /// Where the data is: an ``AppDatabase``, or PostgreSQL.
    package var database: any DataStorage { persistence.storage }

    /// Dispatches `action` and tells whether it was saved, refused by a reducer, or not
    /// saved because the database failed: read from the state, where a failed write leaves
    /// ``AppCore/AppError/notSaved(reason:changedElsewhere:)`` as a refusal leaves its reason
    /// (an earlier error still there is dismissed first, by an action).
    ///
    /// Call it only when no other thread dispatches to the store (a command, a test, a
    /// benchmark): it reads the outcome once `dispatch` returns, which is only then final.
    public func apply(_ action: some Action) -> Outcome {
        if store.state.lastError != nil { store.dispatch(ErrorAction.errorDismissed) }
        store.dispatch(action)
        switch store.state.lastError {
        case nil: return .applied
        case let error? where error.isNotSaved: return .failed(error)
        case let error?: return .refused(error)
        }
    }

    /// What became of an action given to ``apply(_:)``.
    public enum Outcome: Equatable, Sendable {
        /// The reducers accepted it and its change is on disk.
        case applied
        /// A reducer refused it; nothing changed.
        case refused(AppError)
        /// The database could not save it; nothing changed. The error is
        /// ``AppCore/AppError/notSaved(reason:changedElsewhere:)`` (``StorageError/notSaved``).
        case failed(AppError)
    }

    /// Stops watching for other programs' writes and closes the database.
    public func close() {
        watcher?.stop()
        database.close()
    }

    deinit {
        watcher?.stop()
    }
}
