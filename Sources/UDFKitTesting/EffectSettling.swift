import Synchronization

/// How a ``TestStore`` knows its effects have settled: each has either ended or is asleep on
/// a ``TestClock``.
///
/// The test store dispatches with itself as the task-local ``current``; effect tasks inherit
/// task-locals, so when one of its effects sleeps on a `TestClock`, the clock counts it here.
/// Waiting until running effects ≤ sleeping ones makes `send`, `receive` and
/// ``TestClock/advance(by:)`` deterministic: a clock is never advanced while an effect it
/// should wake is still on its way to its sleep.
final class EffectSettling: Sendable {
    /// The test store whose action is being processed, inherited by the effects it starts.
    @TaskLocal static var current: EffectSettling?

    /// How long to wait for effects to settle: the test store's timeout. Effects that wait
    /// on something other than a `TestClock` settle only when they end, and may cost this
    /// wait to every step of a test; effects on their way to a sleep may wait for a thread
    /// of a pool that other tests keep busy, so it is generous.
    let patience: Duration

    private let runningEffects: @Sendable () -> Int
    private let sleeping = Atomic<Int>(0)

    init(patience: Duration, runningEffects: @escaping @Sendable () -> Int) {
        self.patience = patience
        self.runningEffects = runningEffects
    }

    func sleeperAdded() {
        sleeping.add(1, ordering: .relaxed)
    }

    func sleeperRemoved() {
        sleeping.subtract(1, ordering: .relaxed)
    }

    /// Whether no effect is running other than those asleep on a test clock.
    var isSettled: Bool {
        runningEffects() <= sleeping.load(ordering: .relaxed)
    }

    /// Whether every running effect is asleep on a test clock (and at least one is).
    var allAsleep: Bool {
        let running = runningEffects()
        return running > 0 && running <= sleeping.load(ordering: .relaxed)
    }

    /// Waits, for at most ``patience``, until the effects have settled.
    func settle() async {
        _ = await poll(for: patience) { isSettled ? true : nil }
    }
}
