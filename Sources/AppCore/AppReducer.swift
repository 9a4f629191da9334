import UDFKit

extension AppState {
    /// The reducer of the whole app: every action family AppCore uses.
    ///
    /// Data actions are validated against the data first. A refused one sets ``lastError``
    /// and changes nothing else, so it never becomes an undo step. An accepted one clears
    /// ``lastError``, changes ``data`` and becomes one undo step; ``HistoryAction`` undoes
    /// and redoes such steps.
    ///
    /// ```swift
    /// var state = AppState()
    /// AppState.reducer.reduce(&state, ProjectAction.projectDeleted(id: id))
    /// state.lastError?.message    // "This project does not exist; it may have been deleted."
    /// ```
    public static let reducer = Reducer<AppState>.combine(
        .validating(ProjectAction.self, then: undoableData),
        .validating(ItemAction.self, then: undoableData),
        .validating(ActivityAction.self, then: undoableData),
        historyReducer,
        errorReducer
    )

    /// The reducer of the data, for every data family, without validation reports or
    /// history; refused actions change nothing. Replays (logs) run through it.
    public static let dataReducer = Reducer<AppData>.combine(projectReducer, itemReducer, activityReducer)

    /// How many steps can be undone.
    public static let undoLimit = 100

    /// The data families validated and applied exactly as ``reducer`` does them (a refused
    /// action sets ``lastError`` and changes nothing), without recording undo steps.
    ///
    /// For one bulk change that nobody undoes step by step: a command's import of a million
    /// items, which exits once they are saved, would otherwise record a million undo steps.
    ///
    /// ```swift
    /// var trial = AppState(data: data)
    /// AppState.unrecordedDataReducer.reduce(&trial, ItemAction.itemAdded(id: id, projectID: mileage, amount: 1, timestamp: now, notes: nil, at: now))
    /// trial.history.canUndo    // false
    /// ```
    public static let unrecordedDataReducer = Reducer<AppState>.combine(
        .validating(ProjectAction.self, then: applying(ProjectAction.self)),
        .validating(ItemAction.self, then: applying(ItemAction.self)),
        .validating(ActivityAction.self, then: applying(ActivityAction.self))
    )

    /// Applies an accepted data action to the data alone.
    private static func applying<Family: DataAction>(_ family: Family.Type) -> Reducer<AppState> {
        Reducer(family) { state, action in action.apply(to: &state.data) }
    }


    /// Applies an accepted data action and records what it changed (``AppData/changes``) as an
    /// undo step.
    static let undoableData = Reducer<AppState>.combine(
        recording(ProjectAction.self), recording(ItemAction.self), recording(ActivityAction.self)
    )

    private static func recording<Family: DataAction>(_ family: Family.Type) -> Reducer<AppState> {
        Reducer(family) { state, action in
            state.data.beginChanges()
            action.apply(to: &state.data)
            state.history.record(state.data.changes)
        }
    }

    /// Undoes and redoes steps (refused, with the reason in ``lastError``, when a record of
    /// the step was changed elsewhere since; the refused step is dropped, as it can never be
    /// taken back, so that the steps beyond it stay usable), opens and closes groups (the
    /// outermost one clearing ``lastError``: its actions stop at its first refusal), clears
    /// the history.
    static let historyReducer = Reducer<AppState>(HistoryAction.self) { state, action in
        // A group starts afresh: an earlier refusal would stop its actions (see `validating`).
        if action == .groupBegan, !state.history.isGrouping { state.lastError = nil }
        do throws(UndoConflict<RecordID>) {
            try state.history.apply(action, to: &state.data)
            if action == .undone || action == .redone { state.lastError = nil }
        } catch {
            // Refused: nothing changed, and the step is still there to say which rule refused it.
            let undoing = action == .undone
            let step = undoing ? state.history.undoable.last?.inverted : state.history.redoable.first
            state.lastError = (step.flatMap(state.data.undoRefusal(applying:)) ?? .conflict(error)).error(undoing: undoing)
            state.history.discardNextStep(undoing: undoing)
        }
    }
}
