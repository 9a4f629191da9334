/// What a ``Middleware`` can see and do: read the state, dispatch, and run effects.
///
/// A context refers to its store weakly, so one kept past its store (captured by a `Task`,
/// say) never keeps the store alive and never traps: once the store is gone, ``state`` is
/// `nil` and ``dispatch(_:)`` and ``run(_:)`` do nothing, as an effect's ``Send`` does.
/// While a middleware is being called, its store is alive and ``state`` is never `nil`.
///
/// ```swift
/// let audit = Middleware<AppState> { context, action, next in
///     let before = context.state?.items.count
///     next(action)
///     if let before, let after = context.state?.items.count, after < before {
///         context.dispatch(AuditAction.itemsRemoved(before - after))
///     }
/// }
/// ```
///
/// The context of a middleware lifted with ``Middleware/lift(_:_:)`` reads the part of the
/// state at the lift's key path, and dispatches into the whole store.
public struct MiddlewareContext<State: Sendable>: Sendable {
    let target: MiddlewareTarget<State>

    init(target: MiddlewareTarget<State>) {
        self.target = target
    }

    /// The store's current state (or its part, for a lifted middleware), or `nil` once the
    /// store is gone: before the reducers when read ahead of `next`, after them when read
    /// once `next` returned.
    ///
    /// Optional because a context can outlive its store; during the middleware's own call it
    /// is never `nil`, so `guard let state = context.state else { return }` is the usual form.
    public var state: State? { target.currentState() }

    /// Dispatches an action; it is queued and applied after the action being processed.
    /// Does nothing once the store is gone.
    public func dispatch(_ action: some Action) {
        target.dispatch(action)
    }

    /// Starts an effect in the store, as dispatching it would, without passing it through
    /// the middleware chain again. Does nothing once the store is gone.
    public func run(_ effect: Effect) {
        target.run(effect)
    }

    /// A function that reads the store's state later, from any thread, and returns `nil` once
    /// the store is gone.
    ///
    /// Middleware that acts some time after an action (a delayed save, say) keeps this
    /// instead of a copy of the state: a kept copy shares the state's copy-on-write buffers,
    /// so the next change to the store would copy each collection it touches.
    public func stateReader() -> @Sendable () -> State? {
        { [target] in target.currentState() }
    }

    /// The context of a middleware lifted to the part of the state at `path`.
    func scoped<Child: Sendable>(to path: KeyPath<State, Child> & Sendable) -> MiddlewareContext<Child> {
        MiddlewareContext<Child>(target: ScopedTarget(parent: target, path: path))
    }
}

/// Where a ``MiddlewareContext`` reads and dispatches: a store, held weakly, or a part of
/// one. A class so that a context is one reference, and scoping wraps it without knowing the
/// store's state type.
///
/// `@unchecked Sendable`: subclasses hold only immutable references, a weak reference set
/// before the store is shared, and `Sendable` key paths.
@usableFromInline
class MiddlewareTarget<State: Sendable>: @unchecked Sendable {
    @usableFromInline init() {}

    func currentState() -> State? { nil }
    func dispatch(_ action: any Action) {}
    func run(_ effect: Effect) {}
}

/// A store, held weakly: the target of its middleware's contexts.
@usableFromInline
final class StoreTarget<State: Sendable>: MiddlewareTarget<State>, @unchecked Sendable {
    /// Set once, by the store's initialiser, before the store is shared.
    @usableFromInline weak var store: Store<State>?

    @usableFromInline override init() {}

    override func currentState() -> State? { store?.state }
    override func dispatch(_ action: any Action) { store?.dispatch(action) }
    override func run(_ effect: Effect) { store?.start(effect) }
}

/// The part at a key path of another target's state.
final class ScopedTarget<Parent: Sendable, State: Sendable>: MiddlewareTarget<State>, @unchecked Sendable {
    let parent: MiddlewareTarget<Parent>
    let path: KeyPath<Parent, State> & Sendable

    init(parent: MiddlewareTarget<Parent>, path: KeyPath<Parent, State> & Sendable) {
        self.parent = parent
        self.path = path
    }

    override func currentState() -> State? { parent.currentState()?[keyPath: path] }
    override func dispatch(_ action: any Action) { parent.dispatch(action) }
    override func run(_ effect: Effect) { parent.run(effect) }
}
