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
