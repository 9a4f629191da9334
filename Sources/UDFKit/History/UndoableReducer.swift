/// The box behind ``Reducer/undoable(_:data:history:limit:isUndoable:)``: an
/// ``ErasedReducer`` whose body, built here in the client (inlinable), is specialised for
/// `State` and `Value`, so that recording an action looks up no generic metadata at run time
/// (as the store's own `applyErased` does). Each action arrives erased once (as bits, for
/// most) and is copied into the history's log.
@usableFromInline
enum UndoableReducer {
    @inlinable
    static func box<State, Value>(
        _ base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int,
        isUndoable: (@Sendable (any Action) -> Bool)?
    ) -> ErasedReducer<State> {
        let paths = HistoryPaths(data: data, history: history)
        return ErasedReducer(
            body: { state, action in
                if action.type == HistoryAction.self {
                    guard let command = action.value(as: HistoryAction.self) else { return }
                    paths.modify(&state) { data, history in
                        history.apply(command, to: &data, replaying: base, limit: limit)
                    }
                } else if base.box.handles(erased: action.type) {
                    paths.modify(&state) { data, history in
                        history.record(action, applying: base, to: &data, limit: limit, isUndoable: isUndoable)
                    }
                }
            },
            handles: { type in type == HistoryAction.self || base.box.handles(erased: type) }
        )
    }
}
