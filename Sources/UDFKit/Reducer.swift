/// A pure function that applies actions to a state in place.
///
/// A reducer is written for one action family and mutates `inout State`, so an update of
/// one element of a large copy-on-write collection costs O(1) rather than a copy of the
/// whole state (the `(Action, State?) -> State` form of ReSwift copies on every action).
/// Reducers receive no dispatcher: they cannot dispatch, sleep or read a clock; ids and
/// times arrive inside the action.
///
/// ```swift
/// let counter = Reducer<Int>(CounterAction.self) { count, action in
///     switch action {
///     case .incremented: count += 1
///     case .decremented: count -= 1
///     case .reset(let value): count = value
///     }
/// }
/// ```
///
/// Actions of other families pass through untouched, so reducers for several families
/// ``combine(_:)-(Reducer<State>...)`` into one, and reducers of a part of the state
/// ``lift(_:_:)`` into the whole.
///
/// ## Topics
/// - ``init(_:_:)``
/// - ``combine(_:)-(Reducer<State>...)``
/// - ``lift(_:_:)``
/// - ``forEach(_:action:_:)``
/// - ``afterEveryAction(_:)``
/// - ``reduce(_:_:)``
public struct Reducer<State>: Sendable {
    @usableFromInline let box: ReducerBox<State>

    @usableFromInline init(box: ReducerBox<State>) {
        self.box = box
    }

    /// Creates a reducer for one action family.
    ///
    /// - Parameters:
    ///   - family: the action type this reducer handles; other actions leave the state as it is.
    ///   - reduce: mutates the state for one action; one exhaustive `switch` is the usual body.
    @inlinable
    public init<Family: Action>(
        _ family: Family.Type = Family.self,
        _ reduce: @escaping @Sendable (inout State, Family) -> Void
    ) {
        box = FamilyReducer(reduce)
    }

    /// Applies `action` to `state` if this reducer handles its family, and does nothing otherwise.
    ///
    /// Use it to run a reducer outside a store, in a test or a higher-order reducer:
    /// `counter.reduce(&count, CounterAction.incremented)`.
    @inlinable
    public func reduce<A: Action>(_ state: inout State, _ action: A) {
        if box.family == ObjectIdentifier(A.self) {
            // The box is the family reducer for exactly `A` (only `FamilyReducer` sets
            // `family`), so the downcast is safe; calling its body here, specialised in the
            // caller, saves a virtual call and a generic copy of the action.
            unsafeDowncast(box, to: FamilyReducer<State, A>.self).body(&state, action)
        } else if box.family == nil {
            box.reduce(&state, action)
        }
    }

    /// Applies an action whose type is known only at run time, through the box's virtual
    /// method: no generic metadata is looked up for the action's type (replays of the undo
    /// log and of recordings go this way).
    @usableFromInline
    func reduce(_ state: inout State, any action: any Action) {
        box.reduce(&state, action)
    }

    /// Whether this reducer changes the state for some actions of type `A`.
    ///
    /// Higher-order reducers use it to skip work, for example the key-path projection of
    /// ``lift(_:_:)``, for actions no inner reducer handles.
    @inlinable
    public func handles<A: Action>(_ type: A.Type) -> Bool {
        box.handles(type)
    }
}

/// The class behind a ``Reducer``: a generic method called through a vtable lets each
/// reducer test an action's family with one metadata comparison instead of a dynamic cast.
///
/// Subclasses are immutable after init and hold only `@Sendable` closures and other
/// immutable boxes, which is what makes the `@unchecked Sendable` safe.
@usableFromInline
class ReducerBox<State>: @unchecked Sendable {
    /// The action family of a ``FamilyReducer``; nil for every other kind of reducer.
    @usableFromInline let family: ObjectIdentifier?

    @usableFromInline init(family: ObjectIdentifier? = nil) {
        self.family = family
    }

    @usableFromInline func reduce<A: Action>(_ state: inout State, _ action: A) {}

    @usableFromInline func handles<A: Action>(_ type: A.Type) -> Bool { false }
}

@usableFromInline
final class FamilyReducer<State, Family: Action>: ReducerBox<State>, @unchecked Sendable {
    @usableFromInline let body: @Sendable (inout State, Family) -> Void

    @inlinable
    init(_ body: @escaping @Sendable (inout State, Family) -> Void) {
        self.body = body
        super.init(family: ObjectIdentifier(Family.self))
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A) {
        guard A.self == Family.self else { return }
        // `A` and `Family` were just shown to be the same type, so this is an identity cast
        // that skips the runtime's general dynamic-cast machinery.
        body(&state, unsafeBitCast(action, to: Family.self))
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        A.self == Family.self
    }
}
