import UDFKit

/// An action family that changes ``AppData``: checked against the data first, applied only
/// when accepted.
///
/// Each family keeps its rules in two exhaustive switches: `validate(against:)`
/// (`Family+Validation.swift`) says why an action is refused, and `apply(to:)`
/// (`FamilyReducer.swift`) says what an accepted one does. Keeping them apart lets the app
/// reducer refuse an action before it reaches the undo history, so a refusal never becomes
/// an undo step.
protocol DataAction: Action {
    /// Throws the error that refuses this action against `data`; returns if it is accepted.
    /// Never changes anything.
    func validate(against data: AppData) throws(AppError)

    /// Changes `data` as this accepted action says; called only after ``validate(against:)``.
    func apply(to data: inout AppData)
}

extension Reducer where State == AppData {
    /// The reducer of one data family: refused actions leave the data as it is.
    static func data<Family: DataAction>(_ family: Family.Type) -> Reducer<AppData> {
        Reducer(family) { data, action in
            do throws(AppError) {
                try action.validate(against: data)
                action.apply(to: &data)
            } catch {
                // Refused: the data stays as it is. `AppState.reducer` reports the error.
            }
        }
    }
}

extension Reducer where State == AppState {
    /// Checks each action of a data family: a refused one sets ``AppState/lastError`` and
    /// goes no further; an accepted one clears it and is passed to `accepted`.
    ///
    /// In an undo group (``UDFKit/HistoryAction/groupBegan``), the first refusal stands: the
    /// group's later actions are not applied and leave its reason in ``AppState/lastError``,
    /// so a group is never applied past a part that was refused or not saved, and whoever
    /// sent it reads why from the one that failed.
    static func validating<Family: DataAction>(_ family: Family.Type, then accepted: Reducer<AppState>) -> Reducer<AppState> {
        Reducer(family) { state, action in
            if state.history.isGrouping, state.lastError != nil { return }
            do throws(AppError) {
                try action.validate(against: state.data)
                state.lastError = nil
                accepted.reduce(&state, action)
            } catch {
                state.lastError = error
            }
        }
    }
}
