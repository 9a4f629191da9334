/// The box behind ``Reducer/undoable(_:data:history:limit:isUndoable:)``: its body, built in
/// the client's code by the inlinable `undoable`, records each action the data's reducer
/// handles in the history and applies it to the data, and applies ``HistoryAction``s.
///
/// A closure built in the client, rather than methods of a generic class, because a class's
/// methods run unspecialised (a vtable holds one generic implementation), which looked type
/// metadata up at run time on every action (measured: about 150 ns of 174 per undoable update).
@usableFromInline
final class UndoableReducer<State>: ReducerBox<State>, @unchecked Sendable {
    // @unchecked: immutable, holding only `@Sendable` closures.
    @usableFromInline let body: @Sendable (inout State, any Action, DependencyValues) -> Effect
    @usableFromInline let handlesType: @Sendable (any Action.Type) -> Bool

    @inlinable
    init(body: @escaping @Sendable (inout State, any Action, DependencyValues) -> Effect, mayReturnEffects: Bool,
         handles: @escaping @Sendable (any Action.Type) -> Bool) {
        self.body = body
        handlesType = handles
        super.init(mayReturnEffects: mayReturnEffects)
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        body(&state, action, dependencies)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        handlesType(type)
    }
}

extension ReducerBox {
    /// ``handles(_:)`` for a type known only at run time.
    @usableFromInline
    func handles(any type: any Action.Type) -> Bool {
        handles(type)
    }
}
