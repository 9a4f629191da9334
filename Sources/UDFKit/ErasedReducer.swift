/// A reducer box whose body takes its actions type-erased: for reducers that keep them, as
/// the undoable reducer logs them.
///
/// ``Reducer/reduce(_:_:)`` boxes the action for it in the caller's code, specialised for the
/// action's type, and passes the type alongside. Boxing there costs a few stores; boxing in a
/// box's generic method costs value-witness calls (about 100 instructions, measured); and
/// `type(of:)` on a box asks the runtime (about 100 more).
///
/// Its initialiser is inlinable, so that a higher-order reducer builds the closures in the
/// client, specialised for its types.
///
/// `@unchecked Sendable`: immutable after init, holding only `@Sendable` closures.
@usableFromInline
final class ErasedReducer<State>: ReducerBox<State>, @unchecked Sendable {
    /// Applies an action, given with its type.
    @usableFromInline let body: @Sendable (inout State, any Action, any Action.Type) -> Void
    /// Whether `body` changes the state for some actions of a type.
    @usableFromInline let handlesType: @Sendable (any Action.Type) -> Bool

    @inlinable
    init(
        body: @escaping @Sendable (inout State, any Action, any Action.Type) -> Void,
        handles: @escaping @Sendable (any Action.Type) -> Bool
    ) {
        self.body = body
        handlesType = handles
        super.init(takesErasedActions: true)
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A) {
        body(&state, action, A.self)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        handlesType(type)
    }
}

extension ReducerBox {
    /// Whether this box handles actions of type `type`: for a family reducer, one comparison
    /// instead of a call.
    @inlinable
    func handles(erased type: any Action.Type) -> Bool {
        if let family {
            return family == ObjectIdentifier(type)
        }
        return handlesOpened(type)
    }

    /// ``handles(_:)``, with the type opened.
    @usableFromInline
    func handlesOpened<A: Action>(_ type: A.Type) -> Bool {
        handles(type)
    }
}
