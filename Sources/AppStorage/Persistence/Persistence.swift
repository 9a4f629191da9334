import AppCore
import UDFKit

/// Saves every data action in the database, from the change record its reducer made.
///
/// Its ``middleware`` passes a data action (or an undo or redo) to the reducers, reads what
/// they changed from the data's change record (``AppCore/AppData/changes``: O(action), never
/// a diff of the whole data, never a second reducer run) and writes those rows in one
/// transaction before any other action is applied. If the write fails, the change is taken
/// back (``StorageAction/writeRolledBack(_:history:lastError:)``, the inverted record, the
/// undo history and the refusal as they were) and ``StorageAction/writeFailed(_:)`` follows:
/// the state is as it was, in memory and on disk. An action the reducers refuse, or one a
/// screen refuses before it reaches AppCore, changes nothing and writes nothing. It also turns
/// ``StorageAction/externalChangeDetected`` into a reload, and lets a ``StoredDataAction``
/// pass unwritten.
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
    /// The part of the data the store holds when it holds only part of it (a command's scoped
    /// load); nil when it holds all of it.
    package let scope: DataScope?

    /// Creates the persistence of a store writing to an SQLite database.
    public convenience init(database: AppDatabase) {
        self.init(storage: database)
    }

    /// Creates the persistence of a store writing to `storage`.
    ///
    /// With a `scope`, the store holds only that part of the data: only the actions the scope
    /// ``DataScope/covers(_:)`` are written and applied; any other is refused with
    /// ``StorageAction/writeFailed(_:)`` before it changes anything, and a reload reads the
    /// same scope again.
    package init(storage: any DataStorage, scope: DataScope? = nil) {
        self.storage = storage
        self.scope = scope
    }

    /// The middleware to give the store.
    public var middleware: Middleware<AppState> {
        Middleware { context, action, next in
            self.handle(action, context: context, next: next)
        }
    }

    private func handle(_ action: any Action, context: MiddlewareContext<AppState>, next: Middleware<AppState>.Next) {
        if let action = action as? StorageAction {
            // What the database says needs no writing; a detected change is read.
            switch action {
            case .externalChangeDetected: reload(context, next)
            default: next(action)
            }
        } else if action is any StoredDataAction {
            next(action)
        } else if let scope, !scope.covers(action) {
            // Its rows cannot be worked out from part of the data: refused, nothing changes.
            let error = StorageError.failed(path: storage.location, detail: "\(type(of: action)) needs all the data, and only part of it was loaded")
            next(StorageAction.writeFailed(error))
        } else if Self.isRecorded(action) {
            applyThenWrite(action, context: context, next: next)
        } else {
            applyThenSave(action, context: context, next: next)
        }
    }

    /// Whether the reducers record what `action` changes in the data: AppCore's data actions,
    /// an undo and a redo.
    private static func isRecorded(_ action: any Action) -> Bool {
        switch action {
        case is ProjectAction, is ItemAction, is ActivityAction: true
        case let action as HistoryAction: action == .undone || action == .redone
        default: false
        }
    }

    /// Lets the reducers apply a data action, then writes the rows of the change record they
    /// made; a failed write takes the change back.
    ///
    /// Only the stamp, the history and the refusal are kept while the reducers run: no
    /// reference to the data's buffers, so the reducers change them in place, without a copy.
    private func applyThenWrite(_ action: any Action, context: MiddlewareContext<AppState>, next: Middleware<AppState>.Next) {
        guard let before = context.state.map(StateBeforeWrite.init) else { return next(action) }
        next(action)
        guard let after = context.state.map({ (stamp: $0.data.changeStamp, changes: $0.data.changes) }),
              after.stamp != before.stamp else { return }
        do throws(StorageError) {
            guard after.stamp.recordsChanges(since: before.stamp) else {
                throw StorageError.failed(path: storage.location, detail: "\(type(of: action)) changed the data without a change record")
            }
            var change = DataChange(after.changes)
            if !change.isEmpty {
                if storage.recordsPendingActions, let data = context.state?.data {
                    change.syncNote = .pending(try Self.pending(action, after.changes, leaving: data))
                }
                try storage.write(change)
            }
        } catch {
            // Down the chain at once, not dispatched: no other action can come between the
            // failed one and its rollback, and whoever sent the action (a key) finds the
            // refusal in the state as soon as its `next` or `dispatch` returns.
            next(StorageAction.writeRolledBack(after.changes.inverted, history: before.history, lastError: before.lastError))
            next(StorageAction.writeFailed(error))
            if case .changedElsewhere = error {
                context.dispatch(StorageAction.externalChangeDetected)
            }
        }
    }

    /// The outbox entry of an action, or a failure to save it: an action that cannot be
    /// sent is not written either.
    private static func pending(_ action: any Action, _ changes: AppChanges, leaving data: AppData) throws(StorageError) -> PendingAction {
        do { return try PendingAction(action, changes: changes, leaving: data) } catch {
            throw StorageError.failed(path: "the outbox", detail: "\(type(of: action)) cannot be encoded for sync: \(error)")
        }
    }

    /// Passes on an action whose change the reducers do not record (an import, which is many
    /// actions in one; an action of the app's own), and, if it changed the data anyway, writes
    /// the new data over the old.
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
            // Memory is ahead of the file now: only reading everything puts it back.
            storage.forgetLoadedState()
            next(StorageAction.writeFailed(error))
            context.dispatch(StorageAction.externalChangeDetected)
        }
    }

    private func reload(_ context: MiddlewareContext<AppState>, _ next: Middleware<AppState>.Next) {
        do {
            switch try readAgain(context) {
            case .rows(let rows): next(StorageAction.rowsChanged(rows))
            case .whole(let data): next(StorageAction.dataReloaded(data))
            case nil: break
            }
        } catch {
            next(StorageAction.reloadFailed(error))
        }
    }

    /// What the database holds now, against the store's data; nil when the store is gone.
    /// The store's data is let go of on return, before the reducer applies the rows in place.
    private func readAgain(_ context: MiddlewareContext<AppState>) throws(StorageError) -> Reloaded? {
        guard let data = context.state?.data else { return nil }
        // A scoped store reads its scope again: the change log cannot be followed from it.
        if let scope { return .whole(try storage.loadData(scope)) }
        return try storage.reload(from: data)
    }
}

/// What a failed write puts back besides the data: taken before the reducers run, it holds no
/// reference to the data's buffers.
private struct StateBeforeWrite {
    let stamp: ChangeRecordStamp
    let history: RecordHistory<AppChanges>
    let lastError: AppError?

    init(_ state: AppState) {
        stamp = state.data.changeStamp
        history = state.history
        lastError = state.lastError
    }
}
