extension Store {
    /// Subscribes to a part of the state with your own test of what counts as a repeat.
    ///
    /// `skipRepeats` receives the value this subscriber last received and the new one, and
    /// returns true to skip the new one. Use it for selections that are not `Equatable`, or
    /// whose `==` is stricter than the view needs, without a wrapper type (ReSwift's
    /// `skipRepeats { old, new in ... }`).
    ///
    /// ```swift
    /// store.subscribe(\.items, skipRepeats: { old, new in old.count == new.count }) { items in
    ///     badge.text = "\(items.count)"
    /// }
    /// ```
    @inlinable @_disfavoredOverload
    @discardableResult
    public func subscribe<Value: Sendable>(
        _ selector: KeyPath<State, Value> & Sendable,
        skipRepeats isRepeat: @escaping @Sendable (_ old: Value, _ new: Value) -> Bool,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe({ $0[keyPath: selector] }, skipRepeats: isRepeat, callback)
    }

    /// Subscribes to a value computed from the state with your own test of what counts as a
    /// repeat; see ``subscribe(_:skipRepeats:_:)-((State)->Value,(Value,Value)->Bool,_)``.
    @inlinable
    @discardableResult
    public func subscribe<Value: Sendable>(
        _ selector: @escaping @Sendable (State) -> Value,
        skipRepeats isRepeat: @escaping @Sendable (_ old: Value, _ new: Value) -> Bool,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        let last = LastDelivered<Value>(store: ObjectIdentifier(self))
        return add(last) { state in
            guard last.isActive else { return }
            let value = selector(state)
            if let previous = last.value, isRepeat(previous, value) { return }
            last.value = value
            callback(value)
        }
    }

    /// Subscribes to a selection that is delivered after every action the store applies,
    /// equal to the last one or not.
    ///
    /// Use it for selections that are not `Equatable` and that you redraw whatever happened:
    /// `store.subscribe(afterEveryAction: { $0 }) { state in render(state) }`.
    // Not inlinable, unlike the filtering forms: with nothing to compare, its unspecialised
    // callback measured no slower (docs/architecture.md).
    @discardableResult
    public func subscribe<Value: Sendable>(
        afterEveryAction selector: @escaping @Sendable (State) -> Value,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        let control = SubscriptionControl(store: ObjectIdentifier(self))
        return add(control) { state in
            guard control.isActive else { return }
            callback(selector(state))
        }
    }

    /// The old name of ``subscribe(afterEveryAction:_:)``.
    @available(*, deprecated, renamed: "subscribe(afterEveryAction:_:)")
    @discardableResult
    public func subscribe<Value: Sendable>(
        unfiltered selector: @escaping @Sendable (State) -> Value,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> SubscriptionToken {
        subscribe(afterEveryAction: selector, callback)
    }
}
