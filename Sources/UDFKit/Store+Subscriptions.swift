extension Store {
    /// Subscribes to a part of the state, told at once and then whenever it changes.
    ///
    /// The callback receives the current selection before `subscribe` returns, then the
    /// selection of every new state that differs (`!=`) from the value this subscriber last
    /// received. It is called on the store's draining thread; see ``Store`` for the delivery
    /// guarantees. For a selection that is not `Equatable`, or to hear about every action, use
    /// ``subscribe(afterEveryAction:_:)``.
    ///
    /// ```swift
    /// let token = store.subscribe(to: \.title) { title in print(title) }
    /// let count = store.subscribe(to: { $0.items.count }) { count in badge.show(count) }
    /// ```
    ///
    /// A key path literal (`\.title`) becomes a closure at the call site, which the optimiser
    /// turns into a direct access: it costs what `{ $0.title }` costs. A key path with a
    /// subscript argument (`\.values[index]`) is applied by Swift's runtime on every action,
    /// several times slower: write `{ $0.values[index] }` for those.
    ///
    /// The store keeps the callback, and all it captures, until ``unsubscribe(_:)``, so the
    /// token must be kept: dropping it is a warning. A callback that captures its store (to
    /// dispatch from it) keeps the store alive until then: capture the store weakly, or
    /// subscribe on behalf of an owner (``subscribe(to:owner:_:)``) to end with it.
    ///
    /// - Returns: a token for ``unsubscribe(_:)``.
    @inlinable
    public func subscribe<Value: Equatable & Sendable>(
        to selector: @escaping @Sendable (State) -> Value,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        let last = LastDelivered<Value>(store: ObjectIdentifier(self))
        return add(last) { state in
            guard last.isActive else { return }
            let value = selector(state)
            if let previous = last.value, previous == value { return }
            last.value = value
            callback(value)
        }
    }

    /// Ends a subscription. O(1) amortised; safe from any thread and from inside any callback.
    ///
    /// When it returns, the store has let go of the subscriber's callback and everything it
    /// captured, unless another thread is notifying subscribers at that moment: that thread
    /// lets go of it when its notification ends. Called on the draining thread (from a
    /// subscriber or middleware), the subscriber is never called again, not even later in the
    /// current notification; called from another thread, a call already under way may finish.
    /// Unsubscribing twice, or with a token of another store, does nothing.
    @inlinable
    public func unsubscribe(_ token: SubscriptionToken) {
        let control = token.control
        guard control.store == ObjectIdentifier(self) else { return }
        let callback = core.withLock { core -> (@Sendable (State) -> Void)? in
            guard control.cancel() else { return nil }
            return core.subscribers.remove(control)
        }
        // Let go of the callback, and of what it captured, outside the lock: a deinit there
        // may call the store.
        _ = callback
    }

    /// The number of live subscriptions: made and not yet ended.
    public var subscriberCount: Int {
        core.withLock { $0.subscribers.live }
    }

    /// Adds a subscriber and gives it its first value: at once, or, when another thread is
    /// draining the store, from that thread, in order with the states it delivers.
    ///
    /// `callback` must return at once when `control` is off.
    @inlinable
    func add(_ control: SubscriptionControl, _ callback: @escaping @Sendable (State) -> Void) -> SubscriptionToken {
        let subscriber = Subscriber(control: control, receive: callback)
        let start: SubscriptionStart<State> = core.withLock { core in
            core.subscribers.live += 1
            if isDrained(byCurrentThreadIn: core) {
                core.subscribers.place(subscriber)
                return .onDrainingThread(core.state)
            }
            if enqueueIfBusy(.deliverFirst(subscriber)) {
                return .later
            }
            claim(&core)
            core.subscribers.place(subscriber)
            return .now(core.state)
        }
        switch start {
        case .now(let state):
            callback(state)
            drain()
        case .onDrainingThread(let state):
            callback(state)
        case .later:
            break
        }
        return SubscriptionToken(control: control)
    }

    /// Delivers the first value to a subscriber that subscribed from another thread while
    /// the store was busy, then lets it hear about later states, unless it was unsubscribed
    /// meanwhile. Draining thread only.
    @usableFromInline
    func deliverFirst(_ subscriber: Subscriber<State>) {
        let state: State? = core.withLock { core in
            guard subscriber.control.isActive else { return nil }
            core.subscribers.place(subscriber)
            return core.state
        }
        if let state { subscriber.receive(state) }
    }
}

/// How a new subscriber gets its first value.
@usableFromInline
enum SubscriptionStart<State: Sendable>: Sendable {
    /// The store was idle and is now claimed by the subscribing thread.
    case now(State)
    /// The subscribing thread is the draining thread (a subscribe from inside a callback).
    case onDrainingThread(State)
    /// Another thread is draining; it will deliver the first value.
    case later
}
