/// A reducer box whose body takes its actions type-erased: for reducers that keep them, as
/// the undoable reducer logs them.
///
/// ``Reducer/reduce(_:_:)`` erases the action for it in the caller's code, specialised for
/// the action's type, with its type alongside (``ErasedAction``). Erasing there costs a few
/// stores; boxing in a box's generic method costs value-witness calls (about 100
/// instructions, measured); and `type(of:)` on a box asks the runtime (about 100 more).
///
/// Its initialiser is inlinable, so that a higher-order reducer builds the closures in the
/// client, specialised for its types.
///
/// `@unchecked Sendable`: immutable after init, holding only `@Sendable` closures.
@usableFromInline
final class ErasedReducer<State>: ReducerBox<State>, @unchecked Sendable {
    /// Applies an action.
    @usableFromInline let body: @Sendable (inout State, ErasedAction) -> Void
    /// Whether `body` changes the state for some actions of a type.
    @usableFromInline let handlesType: @Sendable (any Action.Type) -> Bool

    @inlinable
    init(
        body: @escaping @Sendable (inout State, ErasedAction) -> Void,
        handles: @escaping @Sendable (any Action.Type) -> Bool
    ) {
        self.body = body
        handlesType = handles
        super.init(takesErasedActions: true)
    }

    /// Erases `action` and applies it. An action that is not kept as bits is boxed, an
    /// allocation, so it is first asked whether `body` handles its type at all (for one kept as
    /// bits the question would cost more than the answer saves).
    @inlinable
    func apply<A: Action>(_ state: inout State, _ action: A) {
        if !ErasedAction.fitsInBits(A.self), !handlesType(A.self) { return }
        ErasedAction.with(action) { body(&state, $0) }
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A) {
        apply(&state, action)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        handlesType(type)
    }
}

extension Reducer {
    /// Applies an erased action: to an ``ErasedReducer`` as it is; kept as bits, to a reducer
    /// of its family with the family's code specialised in the client; otherwise boxed,
    /// through ``reduce(_:_:)``.
    @inlinable @inline(__always)
    func reduce(_ state: inout State, erased action: ErasedAction) {
        if let family = box.family {
            guard family == ObjectIdentifier(action.type) else { return }
            if let actionBox = action.box {
                reduce(&state, actionBox.takeUnretainedValue().action)
            } else {
                // Only `FamilyReducer` sets `family`.
                unsafeDowncast(box, to: FamilyReducerBase<State>.self).reduceBits(&state, action.bits)
            }
        } else if box.takesErasedActions {
            unsafeDowncast(box, to: ErasedReducer<State>.self).body(&state, action)
        } else {
            reduce(&state, action.action)
        }
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
