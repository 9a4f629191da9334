/// The box behind ``Reducer/undoable(_:data:history:limit:isUndoable:)``.
///
/// Its initialiser is inlinable: it builds its two closures in the client, specialised for
/// `State` and `Value`, so that recording an action looks up no generic metadata at run time
/// (as the store's own `applyErased` does). Only the routing of each action is generic here.
///
/// `@unchecked Sendable`: immutable after init, and it holds only a reducer box (immutable,
/// like every ``ReducerBox``) and `@Sendable` closures.
@usableFromInline
final class UndoableReducer<State, Value>: ReducerBox<State>, @unchecked Sendable {
    @usableFromInline let base: ReducerBox<Value>
    /// Applies an action of `base` to the data and records it in the history.
    @usableFromInline let record: @Sendable (inout State, any Action) -> Void
    /// Applies a ``HistoryAction``.
    @usableFromInline let apply: @Sendable (inout State, HistoryAction) -> Void

    @inlinable
    init(
        _ base: Reducer<Value>,
        data: WritableKeyPath<State, Value> & Sendable,
        history: WritableKeyPath<State, History<Value>> & Sendable,
        limit: Int,
        isUndoable: @escaping @Sendable (any Action) -> Bool
    ) {
        let paths = HistoryPaths(data: data, history: history)
        self.base = base.box
        record = { state, action in
            paths.modify(&state) { data, history in
                history.record(action, applying: base, to: &data, limit: limit, isUndoable: isUndoable)
            }
        }
        apply = { state, command in
            paths.modify(&state) { data, history in
                history.apply(command, to: &data, replaying: base, limit: limit)
            }
        }
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A) {
        if A.self == HistoryAction.self {
            // Same type, as just checked: an identity cast.
            apply(&state, unsafeBitCast(action, to: HistoryAction.self))
        } else if baseHandles(A.self) {
            record(&state, action)
        }
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        A.self == HistoryAction.self || baseHandles(type)
    }

    /// Whether `base` handles `A`: for a family reducer, one comparison instead of a call.
    private func baseHandles<A: Action>(_ type: A.Type) -> Bool {
        if let family = base.family {
            return family == ObjectIdentifier(A.self)
        }
        return base.handles(type)
    }
}
