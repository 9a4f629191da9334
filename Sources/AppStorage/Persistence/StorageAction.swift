import AppCore
import UDFKit

/// What happened between the store and its database. Reduced by
/// ``AppCore/AppState/storageReducer``.
///
/// The ``Persistence`` middleware sends these; an app sends none of them itself, except that
/// anything may dispatch ``externalChangeDetected`` to make the store read the database again.
///
/// ```swift
/// store.dispatch(StorageAction.externalChangeDetected)   // reload now
/// ```
public enum StorageAction: Action, Equatable, Codable {
    /// Another program wrote to the database. The persistence middleware reads what changed
    /// and passes ``rowsChanged(_:)`` (or, when the rows cannot be followed, ``dataReloaded(_:)``)
    /// on in place of this action.
    case externalChangeDetected
    /// The data as the database holds it, read again whole after another program wrote to it.
    /// It replaces ``AppCore/AppState/data`` (by comparison, so that the data's change record
    /// says only what differs) and sets ``AppCore/AppState/outsideChange``; the undo history
    /// stays.
    case dataReloaded(AppData)
    /// The rows another program changed, read from the change log after it wrote: the
    /// reducer applies them to ``AppCore/AppState/data`` in place (no copy of the data), as one
    /// change record, and sets ``AppCore/AppState/outsideChange``, as ``dataReloaded(_:)`` does.
    /// The persistence middleware passes it on in place of ``externalChangeDetected`` when the
    /// rows fit the data the store holds; else it reads everything (``dataReloaded(_:)``).
    case rowsChanged(RowChanges)
    /// A data action could not be saved: it follows ``writeRolledBack(_:history:lastError:)``,
    /// which took the change back, so the data is as it was; it sets
    /// ``AppCore/AppState/lastError`` to ``AppCore/AppError/notSaved(reason:changedElsewhere:)``.
    case writeFailed(StorageError)
    /// A data action's change could not be saved, and is taken back: `inverse` (its change
    /// record inverted) puts its records back exactly, offsets included, and the undo history
    /// and the refusal become what they were before it. The ``Persistence`` middleware passes it
    /// down the chain right after the action, before any other action is applied.
    case writeRolledBack(AppChanges, history: RecordHistory<AppChanges>, lastError: AppError?)
    /// The data could not be read again after another program wrote to it; the state is
    /// as it was.
    case reloadFailed(StorageError)
}

extension AppState {
    /// Replaces the data when it was reloaded and notes what changed; the other storage
    /// actions change nothing.
    ///
    /// The undo history stays: its steps check, record by record, that what they undo is
    /// still as they left it (see ``AppCore/AppState/history``), so a step whose records another
    /// program changed is refused when undone, every other stays undoable, and undo never
    /// takes back another program's change.
    public static let storageReducer = Reducer<AppState>(StorageAction.self) { state, action in
        switch action {
        case .externalChangeDetected:
            break
        case .dataReloaded(let data):
            // Read whole: the record says what differs, by comparison.
            state.data.replaceAll(with: data)
            state.noteOutsideChange()
        case .rowsChanged(let rows):
            // The middleware checked that they fit this data, just before.
            rows.apply(to: &state.data)
            state.noteOutsideChange()
        case let .writeRolledBack(inverse, history, lastError):
            // Back at their offsets, not where AppCore's undo would place them: the file
            // still has them there.
            state.data.applyExactly(inverse)
            state.history = history
            state.lastError = lastError
        case .writeFailed(let error):
            // The change was rolled back: the state is as it was, and says why.
            state.lastError = error.notSaved
        case .reloadFailed:
            // Nothing was read: the state is as it was.
            break
        }
    }
}

extension AppState {
    /// After another program's changes were applied as the data's change record: the notice
    /// counts that record.
    mutating func noteOutsideChange() {
        let change = OutsideChange(data.changes, serial: (outsideChange?.serial ?? 0) + 1)
        if !change.isEmpty { outsideChange = change }
    }
}

/// An action that brings data the database already holds, such as the result of a load on
/// another thread: the ``Persistence`` middleware passes it on without writing anything,
/// where any other action that changed the data would have its new data written.
///
/// ```swift
/// extension DataLoadAction: StoredDataAction {}   // udf-tui's background load
/// ```
public protocol StoredDataAction: Action {}

extension StorageError {
    /// What a write that failed with this error leaves in ``AppCore/AppState/lastError``:
    /// ``AppCore/AppError/notSaved(reason:changedElsewhere:)`` with this error's one line.
    public var notSaved: AppError {
        let changedElsewhere = if case .changedElsewhere = self { true } else { false }
        return .notSaved(reason: message, changedElsewhere: changedElsewhere)
    }
}
