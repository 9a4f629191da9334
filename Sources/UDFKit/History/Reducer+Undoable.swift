extension Reducer {
    /// Makes a reducer of part of the state undoable, keeping its ``History`` in the state.
    ///
    /// Every action `base` handles is applied to the data at `data`. Those that `isUndoable`
    /// accepts become undo steps (one each, or one per group, see ``HistoryAction``); a new
    /// step forgets the steps that could be redone. Actions `base` handles that are not
    /// undoable still change the data, and join the newest step, so undoing that step undoes
    /// them too (as undo in an app that keeps snapshots would). The reducer also applies
    /// ``HistoryAction``: undo, redo, groups and clearing.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.combine(
    ///     .undoable(documentReducer, data: \.data, history: \.history, limit: 100) { action in
    ///         !(action is SelectionAction)
    ///     },
    ///     .lift(\.route, RouteState<Screen>.reducer)
    /// )
    /// ```
    ///
    /// Every change to the data must go through `base`, and `base` must be deterministic (the
    /// rule for all reducers): undo rebuilds the data by replaying recorded actions. Recording
    /// costs O(1) per action whatever the size of the data or of the history; see ``History``.
    ///
    /// - Parameters:
    ///   - base: the reducer of the data.
    ///   - data: where the data lives in the state.
    ///   - history: where its history lives in the state.
    ///   - limit: how many steps can be undone; older steps are forgotten. 0 turns undo off.
    ///   - isUndoable: which of the actions `base` handles are undo steps; all of them when `nil`
    ///     (the default). Actions that should never be undone are cheaper in a reducer of
    ///     their own, outside `undoable`.
    @inlinable
    public static func undoable<Value>(
        _ base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int = 100,
        isUndoable: (@Sendable (any Action) -> Bool)? = nil
    ) -> Reducer<State> {
        // Inlinable, so that the closures are specialised for `State` and `Value` in the client.
        let limit = max(0, limit)
        let body: @Sendable (inout State, any Action, DependencyValues) -> Effect = { state, action, dependencies in
            if type(of: action) == HistoryAction.self, let command = action as? HistoryAction {
                var log = state[keyPath: history]
                state[keyPath: history] = History()    // so that `log` is the only reference
                log.apply(command, to: &state[keyPath: data], replaying: base, limit: limit)
                state[keyPath: history] = log
                return .none
            }
            guard base.box.handles(any: type(of: action)) else { return .none }
            let undoable = limit > 0 && (isUndoable?(action) ?? true)
            if state[keyPath: history].record(action, undoable: undoable, limit: limit, folding: base) {
                // The first step: keep the data before it (read apart: the two are parts of one state).
                state[keyPath: history].base = state[keyPath: data]
            }
            return base.reduce(&state[keyPath: data], any: action, dependencies: dependencies)
        }
        return Reducer(box: UndoableReducer(body: body, mayReturnEffects: base.mayReturnEffects) { type in type == HistoryAction.self || base.box.handles(any: type) })
    }
}
