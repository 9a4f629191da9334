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
                    if let offsets = paths.offsets {
                        record(action, in: &state, at: offsets, applying: base, limit: limit, isUndoable: isUndoable)
                    } else {
                        // A computed property or a class on the way: through the key paths.
                        paths.modify(&state) { data, history in
                            history.record(action, applying: base, to: &data, limit: limit, isUndoable: isUndoable)
                        }
                    }
                }
            },
            handles: { type in type == HistoryAction.self || base.box.handles(erased: type) }
        )
    }

    /// Records `action` in the history of the state at `state` and applies it to its data,
    /// both reached at their offsets. Not through ``HistoryPaths/modify(_:_:)``: the optimiser
    /// does not inline a closure this large, and calling it cost about 30 instructions an
    /// action (measured).
    @inlinable @inline(__always)
    static func record<State, Value>(
        _ action: ErasedAction,
        in state: UnsafeMutablePointer<State>,
        at offsets: (data: Int, history: Int),
        applying base: Reducer<Value>,
        limit: Int,
        isUndoable: (@Sendable (any Action) -> Bool)?
    ) {
        let (data, history) = HistoryPaths<State, Value>.parts(of: state, at: offsets)
        history.pointee.record(action, applying: base, to: &data.pointee, limit: limit, isUndoable: isUndoable)
    }
}
