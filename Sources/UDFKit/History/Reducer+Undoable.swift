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
    ///     (the default). It receives each action boxed as `any Action`, which roughly doubles
    ///     the cost of an undoable update (measured); actions that should never be undone are
    ///     cheaper in a reducer of their own, outside `undoable`.
    @inlinable
    public static func undoable<Value>(
        _ base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int = 100,
        isUndoable: (@Sendable (any Action) -> Bool)? = nil
    ) -> Reducer<State> {
        // Inlinable, like the box's initialiser, so that the work is specialised in the client.
        Reducer(box: UndoableReducer.box(base, data: data, history: history, limit: limit, isUndoable: isUndoable))
    }
}
