extension Store {
    /// The selection now and after every change, as an `AsyncStream` for async code.
    ///
    /// The stream subscribes at once and unsubscribes when it is cancelled or its consumer
    /// goes away. Repeats are skipped per consumer, as for ``subscribe(to:_:)``. By default
    /// every change is kept; pass `.bufferingNewest(1)` to a slow consumer that only needs the
    /// latest value (a renderer, say).
    ///
    /// ```swift
    /// for await count in store.values(of: \.count) {
    ///     print(count)
    /// }
    /// ```
    public func values<Value: Equatable & Sendable>(
        of selector: @escaping @Sendable (State) -> Value,
        bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Value> {
        AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
            let token = subscribe(to: selector) { continuation.yield($0) }
            continuation.onTermination = { [weak self] _ in
                self?.unsubscribe(token)
            }
        }
    }

    /// Every state from now on, the current one first, as an `AsyncStream`.
    public func states(
        bufferingPolicy: AsyncStream<State>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<State> {
        AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
            let token = subscribe(afterEveryAction: { $0 }) { continuation.yield($0) }
            continuation.onTermination = { [weak self] _ in
                self?.unsubscribe(token)
            }
        }
    }
}
