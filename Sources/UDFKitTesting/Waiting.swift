/// Polls `probe` until it returns a value or `timeout` passes.
///
/// For work that really runs elsewhere (effects on other tasks): it yields first, then
/// checks every 100 µs, and gives up at the deadline instead of hanging a test.
func poll<Value>(for timeout: Duration, _ probe: () -> Value?) async -> Value? {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var attempts = 0
    while true {
        if let value = probe() { return value }
        if ContinuousClock.now >= deadline { return nil }
        attempts += 1
        if attempts < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(100))
        }
    }
}

/// Waits until `condition` holds, or `timeout` passes; returns whether it held.
///
/// For tests of asynchronous work outside a ``TestStore`` (an effect dispatched to a plain
/// UDFKit `Store`, a stream): it polls with a deadline instead of sleeping, so a test is as
/// fast as the work and still ends when the work never happens.
///
/// ```swift
/// store.dispatch(Effect.run { send in send(SearchAction.resultsLoaded(["a"])) })
/// #expect(await eventually { store.state.results == ["a"] })
/// ```
public func eventually(within timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    await poll(for: timeout) { condition() ? true : nil } ?? false
}
