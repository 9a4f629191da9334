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
    ///   - isUndoable: which of the actions `base` handles are undo steps; all by default.
    public static func undoable<Value>(
        _ base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int = 100,
        isUndoable: @escaping @Sendable (any Action) -> Bool = { _ in true }
    ) -> Reducer<State> {
        Reducer(box: UndoableReducer(base: base, data: data, history: history, limit: limit, isUndoable: isUndoable))
    }
}

/// Immutable after init and holding only Sendable values, which makes `@unchecked Sendable` safe.
final class UndoableReducer<State, Value>: ReducerBox<State>, @unchecked Sendable {
    let base: Reducer<Value>
    let data: WritableKeyPath<State, Value> & Sendable
    let history: WritableKeyPath<State, History<Value>> & Sendable
    let limit: Int
    let isUndoable: @Sendable (any Action) -> Bool

    init(
        base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int,
        isUndoable: @escaping @Sendable (any Action) -> Bool
    ) {
        self.base = base
        self.data = data
        self.history = history
        self.limit = limit
        self.isUndoable = isUndoable
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A) {
        if A.self == HistoryAction.self {
            // Same type, as just checked: an identity cast.
            apply(unsafeBitCast(action, to: HistoryAction.self), to: &state)
        } else if base.handles(A.self) {
            record(action, in: &state)
        }
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        A.self == HistoryAction.self || base.handles(type)
    }

    private func record<A: Action>(_ action: A, in state: inout State) {
        let boxed: any Action = action
        if limit <= 0 {
            // Undo is off: nothing to record.
        } else if isUndoable(boxed) {
            if state[keyPath: history].recordUndoable(boxed, limit: limit, folding: base) {
                keepBase(&state)
            }
        } else {
            state[keyPath: history].recordAlongside(boxed)
        }
        base.reduce(&state[keyPath: data], action)
    }

    private func apply(_ action: HistoryAction, to state: inout State) {
        switch action {
        case .undone:
            if let restored = state[keyPath: history].undo(replaying: base) {
                state[keyPath: data] = restored
            }
        case .redone:
            redo(&state)
        case .groupBegan:
            state[keyPath: history].beginGroup()
        case .groupEnded:
            state[keyPath: history].endGroup()
        case .cleared:
            state[keyPath: history] = History()
        }
    }

    private func redo(_ state: inout State) {
        guard limit > 0, let step = state[keyPath: history].takeRedoStep() else { return }
        if state[keyPath: history].base == nil {
            keepBase(&state)
        }
        for action in step {
            base.reduce(&state[keyPath: data], action)
        }
        state[keyPath: history].recordRedone(step, limit: limit, folding: base)
    }

    /// Keeps the data as the history's base, before the first step changes it: the one time
    /// the data's collections are copied, when that step writes to them.
    private func keepBase(_ state: inout State) {
        let before = state[keyPath: data]
        state[keyPath: history].base = before
    }
}
