/// The box behind ``Reducer/undoable(_:data:history:limit:isUndoable:)``: an
/// ``ErasedReducer`` whose body, built here in the client (inlinable), is specialised for
/// `State` and `Value`, so that recording an action looks up no generic metadata at run time
/// (as the store's own `applyErased` does). Each action arrives erased once (as bits, for
/// most) and is copied into the history's log.
///
/// Most actions take a quick path: an undoable action of a family reducer, recorded as a new
/// step when nothing else is going on (see ``History/recordQuickly(_:applying:to:limit:)``).
/// Its code is inlined whole into the body; everything else (undo and redo, groups, actions
/// that are not undoable, a combination of reducers) goes through ``reduce(_:in:paths:base:limit:isUndoable:)``,
/// specialised too but out of line, so that the quick path stays small. Measured: 339
/// instructions per undoable update with one path for all, 316 with the two.
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
        // What the quick path needs that never changes: every action `base` handles is
        // undoable, undo is on, and the data and the history are reached at their offsets.
        let quickOffsets = isUndoable == nil && limit > 0 ? paths.offsets : nil
        return ErasedReducer(
            body: { state, action in
                if let offsets = quickOffsets, base.box.family == ObjectIdentifier(action.type),
                   recordQuickly(action, in: &state, at: offsets, applying: base, limit: limit) {
                    return
                }
                reduce(action, in: &state, paths: paths, base: base, limit: limit, isUndoable: isUndoable)
            },
            handles: { type in type == HistoryAction.self || base.box.handles(erased: type) }
        )
    }

    /// Records `action` as a new step of the history of the state at `state` and applies it to
    /// the data, both reached at their offsets, if the quick path applies; returns whether it
    /// did. Through pointers rather than ``HistoryPaths/modify(_:_:)``, whose closure the
    /// optimiser would not inline.
    @inlinable @inline(__always)
    static func recordQuickly<State, Value>(
        _ action: ErasedAction,
        in state: UnsafeMutablePointer<State>,
        at offsets: (data: Int, history: Int),
        applying base: Reducer<Value>,
        limit: Int
    ) -> Bool {
        let (data, history) = HistoryPaths<State, Value>.parts(of: state, at: offsets)
        return history.pointee.recordQuickly(action, applying: base, to: &data.pointee, limit: limit)
    }

    /// Applies an action the quick path did not take: a ``HistoryAction``, or any action
    /// `base` handles.
    @inlinable @inline(never)
    static func reduce<State, Value>(
        _ action: ErasedAction,
        in state: inout State,
        paths: HistoryPaths<State, Value>,
        base: Reducer<Value>,
        limit: Int,
        isUndoable: (@Sendable (any Action) -> Bool)?
    ) {
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
    }
}
