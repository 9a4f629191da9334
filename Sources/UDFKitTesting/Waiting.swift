/// Polls `probe` until it returns a value, or until it has polled for `timeout`.
///
/// For work that really runs elsewhere (effects on other tasks): it yields first, then
/// checks every 100 µs, and gives up instead of hanging a test. The timeout counts the time
/// spent polling, not the time spent waiting for a thread: in a full test run the
/// cooperative pool has one thread per core and hundreds of tests queued for it, and a task
/// that yields waits behind all of them (27 s once, on a loaded machine). The work it polls
/// for waits in the same queue, so that wait says nothing about the work: a gap between two
/// checks counts for ``longestCountedGap`` at most. On a quiet machine the two are the same.
func poll<Value>(for timeout: Duration, _ probe: () -> Value?) async -> Value? {
    let clock = ContinuousClock()
    var polled: Duration = .zero
    var last = clock.now
    var attempts = 0
    while true {
        if let value = probe() { return value }
        if polled >= timeout { return nil }
        attempts += 1
        if attempts < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .microseconds(100))
        }
        let now = clock.now
        polled += min(now - last, longestCountedGap)
        last = now
    }
}

/// The most that one gap between two checks of ``poll(for:_:)`` counts towards its timeout.
let longestCountedGap: Duration = .milliseconds(50)

/// Waits until `condition` holds, or until it has checked for `timeout`; returns whether it
/// held.
///
/// For tests of asynchronous work outside a ``TestStore`` (an effect dispatched to a plain
/// UDFKit `Store`, a stream): it polls with a deadline instead of sleeping, so a test is as
/// fast as the work and still ends when the work never happens. The deadline says "it
/// happens", not "it happens fast": a passing test never waits for it. It counts the time
/// spent checking, not the time the task waits for a thread while other tests keep the
/// cooperative pool busy (a gap between two checks counts for 50 ms at most), so the default
/// (10 seconds) holds on a loaded machine.
///
/// ```swift
/// store.dispatch(Effect.run { send in send(SearchAction.resultsLoaded(["a"])) })
/// #expect(await eventually { store.state.results == ["a"] })
/// ```
public func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    await poll(for: timeout) { condition() ? true : nil } ?? false
}
