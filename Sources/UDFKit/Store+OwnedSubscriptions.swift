extension Store {
    /// Subscribes on behalf of an object, until the object goes away.
    ///
    /// The callback receives the owner and the selection, as
    /// ``subscribe(_:skipRepeats:_:)-((State)->Value,Bool,_)`` would deliver it; the store
    /// holds the owner weakly, so there is no `[weak self]` to write and no token to keep
    /// (ReSwift's subscribers work this way). Once the owner is gone, the subscription ends at
    /// the store's next action, before any selection is made. The returned token still ends
    /// it earlier.
    ///
    /// ```swift
    /// final class TitleLabel: Sendable {
    ///     init(store: Store<AppState>) {
    ///         store.subscribe(\.title, owner: self) { label, title in label.show(title) }
    ///     }
    /// }
    /// ```
    @inlinable @_disfavoredOverload
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ selector: KeyPath<State, Value> & Sendable,
        owner: Owner,
        _ callback: @escaping @Sendable (_ owner: Owner, _ value: Value) -> Void
    ) -> SubscriptionToken {
        subscribe({ $0[keyPath: selector] }, owner: owner, callback)
    }

    /// Subscribes to a value computed from the state on behalf of an object, until the object
    /// goes away; see ``subscribe(_:owner:_:)-((State)->Value,_,_)``.
    @inlinable
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        _ selector: @escaping @Sendable (State) -> Value,
        owner: Owner,
        _ callback: @escaping @Sendable (_ owner: Owner, _ value: Value) -> Void
    ) -> SubscriptionToken {
        let last = LastDelivered<Value>(store: ObjectIdentifier(self))
        return add(last) { [weak owner, weak self] state in
            guard last.isActive else { return }
            guard let owner else {
                self?.unsubscribe(SubscriptionToken(control: last))
                return
            }
            let value = selector(state)
            if let previous = last.value, previous == value { return }
            last.value = value
            callback(owner, value)
        }
    }
}
