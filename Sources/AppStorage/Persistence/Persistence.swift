import AppCore
import Synchronization
import UDFKit

/// Saves every data action in the database before the store applies it.
///
/// Its ``middleware`` works out the rows an action changes from the few entities it
/// touches (O(action), never a diff of the whole data), writes them in one transaction,
/// and only then passes the action on to the reducers. If the write fails, the action is
/// replaced by ``StorageAction/writeFailed(_:)``: the state stays as it was, in memory and
/// on disk. It also turns ``StorageAction/externalChangeDetected`` into a reload, and lets
/// a ``StoredDataAction`` pass unwritten.
///
/// Put it last in the middleware list, so that other middleware sees actions as dispatched.
///
/// ```swift
/// let persistence = Persistence(database: database)
/// let store = Store(
///     initialState: AppState(data: try database.loadData()),
///     reducer: PersistentStore.reducer,
///     middleware: [logger, persistence.middleware]
/// )
/// ```
public final class Persistence: Sendable {
    /// Where the data is written: SQLite, or PostgreSQL.
    package let storage: any DataStorage
    /// The store's reducer, run on each action's footprint to find what it changes.
    let reducer: Reducer<AppState>
    /// The part of the data the store holds when it holds only part of it (a command's scoped
    /// load); nil when it holds all of it.
    package let scope: DataScope?
    private let lastFailure = Mutex<StorageError?>(nil)

    /// Creates the persistence of a store whose reducer is `reducer`, writing to an SQLite
    /// database.
    public convenience init(database: AppDatabase, reducer: Reducer<AppState> = PersistentStore.reducer) {
        self.init(storage: database, reducer: reducer)
    }

    /// Creates the persistence of a store whose reducer is `reducer`, writing to `storage`.
    ///
    /// With a `scope`, the store holds only that part of the data: only the actions the scope
    /// ``DataScope/covers(_:)`` are written and applied; any other is refused with
    /// ``StorageAction/writeFailed(_:)`` before it changes anything, and a reload reads the
    /// same scope again.
    package init(storage: any DataStorage, reducer: Reducer<AppState> = PersistentStore.reducer, scope: DataScope? = nil) {
        self.storage = storage
        self.reducer = reducer
        self.scope = scope
    }

    /// The middleware to give the store.
    public var middleware: Middleware<AppState> {
        Middleware { context, action, next in
            self.handle(action, context: context, next: next)
        }
    }

    /// The last write failure since the last call, and forgets it. Lets a caller that
    /// dispatches from one thread tell a saved action from a failed one.
    public func takeFailure() -> StorageError? {
        lastFailure.withLock { failure in
            defer { failure = nil }
            return failure
        }
    }

    private func handle(_ action: any Action, context: MiddlewareContext<AppState>, next: Middleware<AppState>.Next) {
        if let action = action as? StorageAction {
            // What the database says needs no writing; a detected change is read.
            action == .externalChangeDetected ? reload(context, next) : next(action)
        } else if action is any StoredDataAction {
            next(action)
        } else if let scope, !scope.covers(action) {
            // Its rows cannot be worked out from part of the data: refused, nothing changes.
            let error = StorageError.failed(path: storage.location, detail: "\(type(of: action)) needs all the data, and only part of it was loaded")
            lastFailure.withLock { $0 = error }
            next(StorageAction.writeFailed(error))
        } else if let change = plannedChange(action, context) {
            // `plannedChange` returned before `next` runs: no copy of the state outlives it.
            commit(change, of: action, context: context, next: next)
        } else {
            applyThenSave(action, context: context, next: next)
        }
    }

    /// Writes a data action's change, and only then lets the reducers apply it.
    private func commit(_ change: DataChange, of action: any Action, context: MiddlewareContext<AppState>, next: Middleware<AppState>.Next) {
        guard !change.isEmpty else { return next(action) }
        do {
            try storage.write(change)
            next(action)
        } catch {
            lastFailure.withLock { $0 = error }
            next(StorageAction.writeFailed(error))
            if case .changedElsewhere = error {
                context.dispatch(StorageAction.externalChangeDetected)
            }
        }
    }

    /// Passes on an action that is not a data action, and, if it changed the data anyway
    /// (an undo restores an earlier version, say), writes the new data over the old.
    ///
    /// Holding `before` costs nothing: it shares the state's buffers, and an action that
    /// leaves the data alone leaves them shared, so the comparison is O(1) too. Only a
    /// change costs O(n), in memory, and the rows that differ on disk. If that write fails,
    /// the data is read back from the file, so memory and disk agree again.
    private func applyThenSave(_ action: any Action, context: MiddlewareContext<AppState>, next: Middleware<AppState>.Next) {
        let before = context.state?.data
        next(action)
        guard let before, let after = context.state?.data, after != before else { return }
        do {
            try storage.replace(before, with: after)
        } catch {
            lastFailure.withLock { $0 = error }
            // Memory is ahead of the file now: only reading everything puts it back.
            storage.forgetLoadedState()
            context.dispatch(StorageAction.writeFailed(error))
            context.dispatch(StorageAction.externalChangeDetected)
        }
    }

    /// The rows a data action (or an undo or redo) changes, or nil for any other action: from
    /// the few records it touches, O(action) whatever the size of the data.
    private func plannedChange(_ action: any Action, _ context: MiddlewareContext<AppState>) -> DataChange? {
        context.state?.change(for: action, reducer: reducer)
    }

    private func reload(_ context: MiddlewareContext<AppState>, _ next: Middleware<AppState>.Next) {
        guard let data = context.state?.data else { return }
        do {
            // A scoped store reads its scope again: the change log cannot be followed from it.
            let reloaded = if let scope { try storage.loadData(scope) } else { try storage.reloadData(from: data) }
            next(StorageAction.dataReloaded(reloaded))
        } catch {
            lastFailure.withLock { $0 = error }
            next(StorageAction.reloadFailed(error))
        }
    }
}
