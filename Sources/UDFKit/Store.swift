import Synchronization

/// The single source of truth of an app: a state, the reducer that changes it, the
/// middleware that sees each action first, and the subscribers that watch it.
///
/// ```swift
/// let store = Store(initialState: 0, reducer: counter)
/// let token = store.subscribe(to: \.self) { print("count:", $0) }   // prints "count: 0"
/// store.dispatch(CounterAction.incremented)                    // prints "count: 1"
/// store.unsubscribe(token)
/// ```
///
/// ## Guarantees
/// - **One total order.** ``dispatch(_:)`` may be called from any thread or task. Actions
///   are applied one at a time, in the order they were dispatched.
/// - **Reentrancy.** An action dispatched while another is being processed (from a
///   subscriber, a middleware or an effect, on this thread or another) is queued and applied
///   after the current one has reached every subscriber; it is never dropped, never applied
///   inside another, and never deadlocks.
/// - **Delivery.** Subscribers and middleware run synchronously on the *draining thread*:
///   the thread whose `dispatch` found the store idle. They are never called concurrently
///   with each other or with a reducer, and every subscriber sees the states in order.
///   A dispatch that found the store busy returns at once; its action is applied by the
///   draining thread before that thread returns from its own `dispatch`.
/// - **Reads.** ``state`` is safe from any thread and returns a consistent state.
///
/// Reducers run while the store's lock is held: they must not call back into the store
/// (they receive no dispatcher, so ordinary reducers cannot).
///
/// ## Topics
///
/// ### Making a store and sending it actions
/// - ``init(initialState:reducer:middleware:unhandledActions:dependencies:)``
/// - ``dispatch(_:)``
/// - ``state``
///
/// ### Subscribing
/// - ``subscribe(to:_:)``
/// - ``subscribe(to:owner:_:)``
/// - ``subscribe(afterEveryAction:_:)``
/// - ``subscribe(changesOf:_:)``
/// - ``unsubscribe(_:)``
/// - ``subscriberCount``
/// - ``values(of:bufferingPolicy:)``
/// - ``states(bufferingPolicy:)``
/// - ``observed``
///
/// ### Effects
/// - ``runningEffectCount``
/// - ``cancelEffects(id:)``
/// - ``cancelAllEffects()``
public final class Store<State: Sendable>: Sendable {
    @usableFromInline let reducer: Reducer<State>
    @usableFromInline let middleware: [Middleware<State>]
    @usableFromInline let core: Locked<StoreCore<State>>
    /// Work waiting for the draining thread, behind a lock of its own (Store+Draining.swift).
    @usableFromInline let queue = Locked<[PendingWork<State>]>([])
    /// How much work waits in ``queue``, readable without its lock (Store+Draining.swift).
    @usableFromInline let backlog = Atomic<Int>(0)
    /// Whether a thread is draining the store, and whether work is queued for it (see
    /// Store+Draining.swift): a ``DrainState`` value.
    @usableFromInline let drainState = Atomic<Int>(DrainState.idle)
    /// ``applyAnyAction(_:)``, built in the inlinable initialiser so that it is specialised
    /// for the client's `State` even on the queued and middleware paths.
    @usableFromInline let applyErased: @Sendable (Store<State>, any Action) -> Void
    /// What the middleware's contexts refer to: this store, weakly.
    @usableFromInline let middlewareTarget: StoreTarget<State>
    #if canImport(Observation)
    /// ``observed``, once it has been read.
    let observation = Locked<ObservedState<State>?>(nil)
    #endif
    /// Reports actions no reducer handles; nil in release builds of UDFKit.
    @usableFromInline let unhandledActions: UnhandledActionCheck?
    /// What the reducers and the effects of this store read (``Dependency``).
    @usableFromInline let dependencies: DependencyValues
    /// Whether the reducer may return effects (``Reducer/mayReturnEffects``).
    @usableFromInline let returnsEffects: Bool

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: the state before any action.
    ///   - reducer: applies each action that reaches it; usually a ``Reducer/combine(_:)-(Reducer<State>...)``.
    ///   - middleware: sees every action before the reducer, in this order.
    ///   - unhandledActions: in debug builds, told about the first action of each type that
    ///     reaches the reducer and that no reducer handles (see ``UnhandledActionReporter``).
    ///   - dependencies: sets the values the reducers and effects read (``DependencyValues``);
    ///     those not set are live.
    @inlinable
    public init(
        initialState: State,
        reducer: Reducer<State>,
        middleware: [Middleware<State>] = [],
        unhandledActions: UnhandledActionReporter = .standardError,
        dependencies: (inout DependencyValues) -> Void = { _ in }
    ) {
        self.reducer = reducer
        self.middleware = middleware
        var values = DependencyValues()
        dependencies(&values)
        self.dependencies = values
        self.returnsEffects = reducer.mayReturnEffects
        self.core = Locked(StoreCore(state: initialState))
        self.applyErased = { store, action in store.applyAnyAction(action) }
        self.middlewareTarget = StoreTarget()
        #if DEBUG
        self.unhandledActions = UnhandledActionCheck(reporter: unhandledActions)
        #else
        self.unhandledActions = nil
        #endif
        middlewareTarget.store = self
    }

    /// The current state. Safe to read from any thread.
    @inlinable
    public var state: State {
        core.withLock { $0.state }
    }

    /// Sends an action to the store.
    ///
    /// If the store is idle, the action passes through the middleware and the reducer and
    /// reaches every subscriber before `dispatch` returns. If the store is busy (this is a
    /// nested dispatch from a subscriber, middleware or effect, or another thread is
    /// dispatching), the action is queued and applied right after the current one.
    @inlinable
    public func dispatch<A: Action>(_ action: A) {
        if middleware.isEmpty, A.self != Effect.self {
            dispatchWithoutMiddleware(action)
        } else {
            dispatchThroughMiddleware(action)
        }
    }

    /// Specialised in the client like the hot path: unspecialised, each call looked generic
    /// metadata up at run time (about 200 ns a dispatch).
    @inlinable
    func dispatchThroughMiddleware(_ action: any Action) {
        if enqueueIfBusy(.action(action)) { return easeBacklog() }
        let claimed = core.withLock { (core: inout StoreCore<State>) -> Bool in
            if enqueueIfBusy(.action(action)) { return false }
            claim(&core)
            return true
        }
        if claimed {
            process(action)
            drain()
        }
    }

    /// The hot path: claiming the store and reducing share one critical section, and the
    /// store is not even claimed when nobody subscribes.
    @inlinable
    func dispatchWithoutMiddleware<A: Action>(_ action: A) {
        #if DEBUG
        unhandledActions?.note(action, reaching: reducer)
        #endif
        // A store being drained by another dispatch queues the action without its core lock.
        // Only an atomic load stays inline: with the queuing inline too, the critical section
        // below was no longer inlined, and a dispatch took 21 ns instead of 6.
        if isClaimed, enqueueOutOfLine(action, easingBacklog: true) { return }
        if returnsEffects { return reduceWithEffects(action) }
        let round = core.withLock { (core: inout StoreCore<State>) -> NotificationRound<State>? in
            if isClaimed, enqueueOutOfLine(action, easingBacklog: false) { return nil }
            reducer.reduce(&core.state, action, dependencies: dependencies)
            if core.subscribers.isEmpty { return nil }
            claim(&core)
            return NotificationRound(state: core.state, subscribers: core.subscribers)
        }
        if let round {
            round.deliver()
            drain()
        }
    }

    /// ``dispatchWithoutMiddleware(_:)`` for a reducer that may return effects: started once
    /// the action reached the subscribers. Out of line, so that the path of a state-only
    /// reducer stays as short as it was.
    @inlinable @inline(never)
    func reduceWithEffects<A: Action>(_ action: A) {
        var effect = Effect.none
        let round = core.withLock { (core: inout StoreCore<State>) -> NotificationRound<State>? in
            if isClaimed, enqueueOutOfLine(action, easingBacklog: false) { return nil }
            effect = reducer.reduce(&core.state, action, dependencies: dependencies)
            if core.subscribers.isEmpty { return nil }
            claim(&core)
            return NotificationRound(state: core.state, subscribers: core.subscribers)
        }
        if let round {
            round.deliver()
            if !effect.isNone { start(effect) }
            drain()
        } else if !effect.isNone {
            start(effect)
        }
    }

    /// Runs one action through middleware and reducer. Called only by the draining thread.
    @inlinable
    func process(_ action: any Action) {
        if middleware.isEmpty {
            applyErased(self, action)
        } else {
            runMiddleware(from: 0, action)
        }
    }

    @inlinable
    func runMiddleware(from index: Int, _ action: any Action) {
        guard index < middleware.count else {
            applyErased(self, action)
            return
        }
        middleware[index].body(MiddlewareContext(target: middlewareTarget), action) { next in
            self.runMiddleware(from: index + 1, next)
        }
    }

    /// Reduces one action, or starts it if it is an effect, and notifies subscribers. Called
    /// only by the draining thread, through ``applyErased`` so that everything but the
    /// reducer call is specialised for `State`.
    @inlinable
    func applyAnyAction(_ action: any Action) {
        if isEffect(action), let effect = action as? Effect {
            start(effect)
            return
        }
        #if DEBUG
        unhandledActions?.note(action, reaching: reducer)
        #endif
        guard returnsEffects else {
            let round: NotificationRound<State>? = core.withLock { core in
                reducer.reduce(&core.state, action, dependencies: dependencies)
                if core.subscribers.isEmpty { return nil }
                return NotificationRound(state: core.state, subscribers: core.subscribers)
            }
            round?.deliver()
            return
        }
        var effect = Effect.none
        let round: NotificationRound<State>? = core.withLock { core in
            effect = reducer.reduce(&core.state, action, dependencies: dependencies)
            if core.subscribers.isEmpty { return nil }
            return NotificationRound(state: core.state, subscribers: core.subscribers)
        }
        round?.deliver()
        if !effect.isNone { start(effect) }
    }

    /// An action an effect sent: applied, in the store's one order, unless the effect was
    /// cancelled by the time its turn comes (nothing a cancelled effect sent reaches the
    /// reducer once the cancellation has returned).
    @usableFromInline
    func deliver(_ action: any Action, from token: EffectToken) {
        if enqueueIfBusy(.fromEffect(action, token)) { return easeBacklog() }
        let claimed = core.withLock { (core: inout StoreCore<State>) -> Bool in
            if enqueueIfBusy(.fromEffect(action, token)) { return false }
            claim(&core)
            return true
        }
        guard claimed else { return }
        if !token.isCancelled { process(action) }
        drain()
    }
}

/// Whether an action is an ``Effect``: a metadata comparison, cheaper than a dynamic cast.
@inlinable
func isEffect<A: Action>(_ action: A) -> Bool {
    A.self == Effect.self
}
