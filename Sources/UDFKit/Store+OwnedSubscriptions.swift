extension Store {
    /// Subscribes to a part of the state on behalf of an object, until the object goes away.
    ///
    /// The callback receives the owner and the selection, as ``subscribe(to:_:)`` would
    /// deliver it; the store holds the owner weakly, so there is no `[weak self]` to write and
    /// no token to keep (ReSwift's subscribers work this way). Once the owner is gone, the
    /// subscription ends at the store's next action, before any selection is made. The
    /// returned token still ends it earlier; it is the one subscription whose token may be
    /// dropped, because the store does not keep it past its owner.
    ///
    /// ```swift
    /// final class TitleLabel: Sendable {
    ///     init(store: Store<AppState>) {
    ///         store.subscribe(to: \.title, owner: self) { label, title in label.show(title) }
    ///     }
    /// }
    /// ```
    @inlinable
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
        to selector: @escaping @Sendable (State) -> Value,
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
