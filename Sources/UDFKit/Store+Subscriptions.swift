extension Store {
    /// Subscribes to a part of the state, told at once and then whenever it changes.
    ///
    /// The callback receives the current selection before `subscribe` returns, then the
    /// selection of every new state that differs from the value this subscriber last
    /// received (pass `skipRepeats: false` to hear about every action). It is called on the
    /// store's draining thread; see ``Store`` for the delivery guarantees.
    ///
    /// ```swift
    /// let token = store.subscribe(\.title) { title in print(title) }
    /// ```
    ///
    /// - Returns: a token for ``unsubscribe(_:)``.
    @inlinable
    @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        _ selector: KeyPath<State, Value> & Sendable,
        skipRepeats: Bool = true,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe({ $0[keyPath: selector] }, skipRepeats: skipRepeats, callback)
    }

    /// Subscribes to a value computed from the state, told at once and then whenever it changes.
    ///
    /// Use a closure for derived values or for the fastest selection of a hot path:
    /// `store.subscribe({ $0.items.count }) { count in ... }`.
    @inlinable
    @discardableResult
    public func subscribe<Value: Equatable & Sendable>(
        _ selector: @escaping @Sendable (State) -> Value,
        skipRepeats: Bool = true,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        guard skipRepeats else { return subscribe(unfiltered: selector, callback) }
        let last = LastDelivered<Value>()
        return add(SubscriberBox { state in
            let value = selector(state)
            if let previous = last.value, previous == value { return }
            last.value = value
            callback(value)
        })
    }

    /// Subscribes to a selection that is delivered after every action, equal or not.
    ///
    /// Use it for selections that are not `Equatable`:
    /// `store.subscribe(unfiltered: { $0 }) { state in render(state) }`.
    @inlinable
    @discardableResult
    public func subscribe<Value: Sendable>(
        unfiltered selector: @escaping @Sendable (State) -> Value,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        add(SubscriberBox { callback(selector($0)) })
    }

    /// Ends a subscription. O(1) amortised; safe from any thread and from inside any callback.
    ///
    /// Called on the draining thread (from a subscriber or middleware), the subscriber is
    /// never called again, not even later in the current notification. Called from another
    /// thread, a call already under way may finish. Unsubscribing twice does nothing.
    @inlinable
    public func unsubscribe(_ token: SubscriptionToken) {
        guard token.box.cancel() else { return }
        core.withLock { $0.subscriberCancelled() }
    }

    /// The number of live subscriptions.
    public var subscriberCount: Int {
        core.withLock { $0.subscribers.count - $0.cancelledSubscribers }
    }

    @inlinable
    func add(_ box: SubscriberBox<State>) -> SubscriptionToken {
        let start: SubscriptionStart<State> = core.withLock { core in
            if core.isDrainedByCurrentThread {
                core.subscribers.append(box)
                return .onDrainingThread(core.state)
            }
            if core.isDraining {
                core.pending.append(.deliverFirst(box))
                return .later
            }
            core.claim()
            core.subscribers.append(box)
            return .now(core.state)
        }
        switch start {
        case .now(let state):
            box.receive(state)
            drain()
        case .onDrainingThread(let state):
            box.receive(state)
        case .later:
            break
        }
        return SubscriptionToken(box: box)
    }

    /// Delivers the first value to a subscriber that subscribed from another thread while
    /// the store was busy, then lets it hear about later states. Draining thread only.
    @usableFromInline
    func deliverFirst(_ box: SubscriberBox<State>) {
        guard box.isActive else { return }
        let state = core.withLock { core in
            core.subscribers.append(box)
            return core.state
        }
        box.receive(state)
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
