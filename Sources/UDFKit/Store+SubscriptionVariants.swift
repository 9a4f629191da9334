extension Store {
    /// Subscribes to a selection that is delivered after every action the store applies,
    /// equal to the last one or not.
    ///
    /// Use it for selections that are not `Equatable`, that you redraw whatever happened, or
    /// that you filter with a test of your own:
    /// `store.subscribe(afterEveryAction: { $0 }) { state in render(state) }`.
    ///
    /// The store keeps the callback until ``unsubscribe(_:)``: keep the token.
    // Not inlinable, unlike the filtering forms: with nothing to compare, its unspecialised
    // callback measured no slower (docs/architecture.md).
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
}
