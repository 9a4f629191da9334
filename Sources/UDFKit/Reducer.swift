/// A pure function that applies actions to a state in place, and says what work follows.
///
/// A reducer is written for one action family and mutates `inout State`, so an update of
/// one element of a large copy-on-write collection costs O(1) rather than a copy of the
/// whole state (the `(Action, State?) -> State` form of ReSwift copies on every action).
/// Reducers receive no dispatcher: they cannot dispatch, sleep or read a clock. The work an
/// action calls for (a request, a timer, a write) is an ``Effect`` the reducer returns with
/// its change of state; the store runs it and its results come back as actions.
///
/// ```swift
/// let counter = Reducer<Int>(CounterAction.self) { count, action in
///     switch action {
///     case .incremented: count += 1
///     case .decremented: count -= 1
///     case .reset(let value): count = value
///     }
/// }
///
/// let timer = Reducer<Ticker>(TickerAction.self) { state, action -> Effect in
///     switch action {
///     case .started:
///         state.isRunning = true
///         return .run(id: "tick") { send in
///             @Dependency(\.clock) var clock
///             for await _ in clock.timer(interval: .seconds(1)) { send(TickerAction.ticked) }
///         }
///     case .ticked:
///         state.seconds += 1
///         return .none
///     case .stopped:
///         state.isRunning = false
///         return .cancel(id: "tick")
///     }
/// }
/// ```
///
/// A reducer that needs a dependency of the store's (an id for a new record) takes
/// ``DependencyValues`` as a third parameter. Actions of other families pass through
/// untouched, so reducers for several families ``combine(_:)-(Reducer<State>...)`` into one
/// (their effects merged), and reducers of a part of the state ``lift(_:_:)`` into the whole.
///
/// ## Topics
/// - ``init(_:_:)-(_,(State,Family)->Void)``
/// - ``init(_:_:)-(_,(State,Family)->Effect)``
/// - ``init(_:_:)-(_,(State,Family,DependencyValues)->Effect)``
/// - ``combine(_:)-(Reducer<State>...)``
/// - ``lift(_:_:)``
/// - ``forEach(_:action:_:)``
/// - ``afterEveryAction(_:)``
/// - ``reduce(_:_:dependencies:)``
public struct Reducer<State>: Sendable {
    @usableFromInline let box: ReducerBox<State>

    @usableFromInline init(box: ReducerBox<State>) {
        self.box = box
    }

    /// Creates a reducer for one action family that only changes the state.
    ///
    /// - Parameters:
    ///   - family: the action type this reducer handles; other actions leave the state as it is.
    ///   - reduce: mutates the state for one action; one exhaustive `switch` is the usual body.
    @inlinable
    public init<Family: Action>(
        _ family: Family.Type = Family.self,
        _ reduce: @escaping @Sendable (inout State, Family) -> Void
    ) {
        box = FamilyReducer(plain: reduce)
    }

    /// Creates a reducer for one action family that returns the work that follows each action
    /// (``Effect/none`` when there is none).
    ///
    /// A closure that returns nothing is the state-only form above: this one is disfavoured,
    /// so that a body without a `return` is never ambiguous.
    ///
    /// - Parameters:
    ///   - family: the action type this reducer handles; other actions leave the state as it is.
    ///   - reduce: mutates the state for one action and returns its effects.
    @inlinable @_disfavoredOverload
    public init<Family: Action>(
        _ family: Family.Type = Family.self,
        _ reduce: @escaping @Sendable (inout State, Family) -> Effect
    ) {
        box = FamilyReducer(full: { state, action, _ in reduce(&state, action) })
    }

    /// Creates a reducer for one action family that reads the store's dependencies (an id or
    /// the date for a new record) and returns the work that follows each action.
    ///
    /// - Parameters:
    ///   - family: the action type this reducer handles; other actions leave the state as it is.
    ///   - reduce: mutates the state for one action, with the store's dependencies, and
    ///     returns its effects.
    @inlinable
    public init<Family: Action>(
        _ family: Family.Type = Family.self,
        _ reduce: @escaping @Sendable (inout State, Family, DependencyValues) -> Effect
    ) {
        box = FamilyReducer(full: reduce)
    }

    /// Applies `action` to `state` if this reducer handles its family, and returns its
    /// effects; does nothing and returns ``Effect/none`` otherwise.
    ///
    /// Use it to run a reducer outside a store, in a test or a higher-order reducer:
    /// `counter.reduce(&count, CounterAction.incremented)`.
    @inlinable @discardableResult
    public func reduce<A: Action>(_ state: inout State, _ action: A, dependencies: DependencyValues = DependencyValues()) -> Effect {
        if box.family == ObjectIdentifier(A.self) {
            // The box is the family reducer for exactly `A` (only `FamilyReducer` sets
            // `family`), so the downcast is safe; calling its body here, specialised in the
            // caller, saves a virtual call and a generic copy of the action. A state-only
            // body is called without the dependencies or an effect to build.
            let family = unsafeDowncast(box, to: FamilyReducer<State, A>.self)
            if let plain = family.plain {
                plain(&state, action)
                return .none
            }
            return family.full?(&state, action, dependencies) ?? .none
        } else if box.family == nil {
            return box.reduce(&state, action, dependencies)
        }
        return .none
    }

    /// Applies an action whose type is known only at run time, through the box's virtual
    /// method: no generic metadata is looked up for the action's type (replays of the undo
    /// log and of recordings go this way).
    @usableFromInline @discardableResult
    func reduce(_ state: inout State, any action: any Action, dependencies: DependencyValues = DependencyValues()) -> Effect {
        box.reduce(&state, action, dependencies)
    }

    /// Whether some action may make this reducer return an effect (false when it is built of
    /// state-only reducers alone).
    @inlinable
    public var mayReturnEffects: Bool { box.mayReturnEffects }

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
    /// Whether some action may make it return an effect: false for reducers built only of
    /// state-only bodies, whose store then skips effects altogether (about 3 ns a dispatch).
    @usableFromInline let mayReturnEffects: Bool

    @usableFromInline init(family: ObjectIdentifier? = nil, mayReturnEffects: Bool) {
        self.family = family
        self.mayReturnEffects = mayReturnEffects
    }

    @usableFromInline func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect { .none }

    @usableFromInline func handles<A: Action>(_ type: A.Type) -> Bool { false }
}

/// A reducer of one family: a plain body (the state only, the common case, called without
/// building an effect) or a full one (dependencies in, effects out).
@usableFromInline
final class FamilyReducer<State, Family: Action>: ReducerBox<State>, @unchecked Sendable {
    @usableFromInline let plain: (@Sendable (inout State, Family) -> Void)?
    @usableFromInline let full: (@Sendable (inout State, Family, DependencyValues) -> Effect)?

    @inlinable
    init(plain: @escaping @Sendable (inout State, Family) -> Void) {
        self.plain = plain
        self.full = nil
        super.init(family: ObjectIdentifier(Family.self), mayReturnEffects: false)
    }

    @inlinable
    init(full: @escaping @Sendable (inout State, Family, DependencyValues) -> Effect) {
        self.plain = nil
        self.full = full
        super.init(family: ObjectIdentifier(Family.self), mayReturnEffects: true)
    }

    @inlinable
    func apply(_ state: inout State, _ action: Family, _ dependencies: DependencyValues) -> Effect {
        if let plain {
            plain(&state, action)
            return .none
        }
        return full?(&state, action, dependencies) ?? .none
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        guard A.self == Family.self else { return .none }
        // `A` and `Family` were just shown to be the same type, so this is an identity cast
        // that skips the runtime's general dynamic-cast machinery.
        return apply(&state, unsafeBitCast(action, to: Family.self), dependencies)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        A.self == Family.self
    }
}
