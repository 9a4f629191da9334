extension Reducer where State: ChangeTracking {
    /// This reducer, starting a new change record of its state before every action it handles,
    /// so that after each such action the state's ``ChangeTracking/changes`` are that action's.
    ///
    /// ```swift
    /// let todos = Reducer<IdentifiedList<Todo>>(TodoAction.self) { todos, action in ... }
    /// let app = Reducer<AppState>.lift(\.todos, todos.recordingChanges())
    /// store.subscribe(changesOf: \.todos) { todos, changes in ... }   // one record per action
    /// ```
    ///
    /// Every reducer that changes the data should be inside one such reducer (or inside
    /// ``undoableRecords(_:data:history:isUndoable:refused:)``, which records too): a change made
    /// outside any record reaches subscribers as "changed, no record" (reload everything).
    public func recordingChanges() -> Reducer<State> {
        Reducer(box: ChangeRecordingReducer(box))
    }
}

/// The box behind ``Reducer/recordingChanges()``.
final class ChangeRecordingReducer<State: ChangeTracking>: ReducerBox<State>, @unchecked Sendable {
    // @unchecked: immutable, holding only another box.
    let base: ReducerBox<State>

    init(_ base: ReducerBox<State>) {
        self.base = base
        super.init(mayReturnEffects: base.mayReturnEffects)
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        guard base.handles(A.self) else { return .none }
        state.beginChanges()
        return base.reduce(&state, action, dependencies)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        base.handles(type)
    }
}

extension Reducer {
    /// Makes a reducer of part of the state undoable record by record, keeping its
    /// ``RecordHistory`` in the state.
    ///
    /// Every action `base` handles starts a change record of the data at `data` and is applied
    /// to it; those `isUndoable` accepts (all when it is nil) become undo steps (one each, or
    /// one per group). ``HistoryAction``s undo and redo steps: a step whose records are no
    /// longer as it left them is refused, changing nothing, and `refused` is told why. After
    /// every action that changes the data (an undo or redo included), the data's
    /// ``ChangeTracking/changes`` say what that action did, for subscribers
    /// (``Store/subscribe(changesOf:_:)``) and middleware (``Middleware/afterChanges(of:_:)``);
    /// a refused undo, or a group opened or closed, changes nothing and begins no record.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.undoableRecords(todoReducer, data: \.todos, history: \.history, refused: { state, conflict in
    ///     state.message = "Not undone: \(conflict)"
    /// })
    /// ```
    @inlinable
    public static func undoableRecords<Data: ChangeTracking>(
        _ base: Reducer<Data>,
        data: WritableKeyPath<State, Data> & Sendable,
        history: WritableKeyPath<State, RecordHistory<Data.Changes>> & Sendable,
        isUndoable: (@Sendable (any Action) -> Bool)? = nil,
        refused: (@Sendable (inout State, UndoConflict<Data.RecordID>) -> Void)? = nil
    ) -> Reducer<State> {
        let body: @Sendable (inout State, any Action, DependencyValues) -> Effect = { state, action, dependencies in
            if type(of: action) == HistoryAction.self, let command = action as? HistoryAction {
                var log = state[keyPath: history]
                state[keyPath: history] = RecordHistory(limit: 0)    // so that `log` is the only reference
                // No record begun here: applying a step begins its own, and a second one would
                // hide from subscribers that the step's record is this action's.
                do throws(UndoConflict<Data.RecordID>) {
                    try log.apply(command, to: &state[keyPath: data])
                    state[keyPath: history] = log
                } catch {
                    state[keyPath: history] = log
                    refused?(&state, error)
                }
                return .none
            }
            guard base.box.handles(any: type(of: action)) else { return .none }
            state[keyPath: data].beginChanges()
            let effect = base.reduce(&state[keyPath: data], any: action, dependencies: dependencies)
            if isUndoable?(action) ?? true {
                let changes = state[keyPath: data].changes
                state[keyPath: history].record(changes)
            }
            return effect
        }
        return Reducer(box: UndoableReducer(body: body, mayReturnEffects: base.mayReturnEffects) { type in type == HistoryAction.self || base.box.handles(any: type) })
    }
}
