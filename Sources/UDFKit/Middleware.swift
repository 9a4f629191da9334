/// Code that sees every action before the reducers, for logging, recording, validation or
/// starting effects.
///
/// A middleware receives a ``MiddlewareContext`` (the current state, a way to dispatch and to
/// run effects), the action, and `next`, which passes an action on to the next middleware
/// and finally to the reducers. It may call `next` with the action (pass it on), not call it
/// (drop it), call it with another action (replace it), or dispatch more actions, which are
/// queued and applied after this one. Middleware runs in the order given to the store.
///
/// ```swift
/// let logger = Middleware<AppState> { context, action, next in
///     print("→ \(action)")
///     next(action)
/// }
/// ```
///
/// Middleware is called on the thread that is draining the store (see ``Store``), one action
/// at a time. Keep it O(action): never walk the whole state for every action.
public struct Middleware<State: Sendable>: Sendable {
    /// Passes an action on to the rest of the chain and the reducers.
    public typealias Next = (any Action) -> Void

    let body: @Sendable (MiddlewareContext<State>, any Action, Next) -> Void

    /// Creates a middleware from a closure of the context, the action, and `next`.
    public init(_ body: @escaping @Sendable (_ context: MiddlewareContext<State>, _ action: any Action, _ next: Next) -> Void) {
        self.body = body
    }
}

/// What a ``Middleware`` can see and do: read the state, dispatch, and run effects.
public struct MiddlewareContext<State: Sendable>: Sendable {
    unowned let store: Store<State>

    /// The store's current state: before the reducers when read ahead of `next`, after them
    /// when read once `next` returned.
    public var state: State { store.state }

    /// Dispatches an action; it is queued and applied after the action being processed.
    public func dispatch(_ action: some Action) {
        store.dispatch(action)
    }

    /// Starts an effect in the store, as dispatching it would, without passing it through
    /// the middleware chain again.
    public func run(_ effect: Effect) {
        store.start(effect)
    }

    /// A function that reads the store's state later, from any thread, and returns `nil` once
    /// the store is gone.
    ///
    /// Middleware that acts some time after an action (a delayed save, say) keeps this
    /// instead of a copy of the state: a kept copy shares the state's copy-on-write buffers,
    /// so the next change to the store would copy each collection it touches.
    public func stateReader() -> @Sendable () -> State? {
        { [weak store] in store?.state }
    }
}
