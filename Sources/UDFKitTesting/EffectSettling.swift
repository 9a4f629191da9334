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

    /// How long to wait for effects to settle. Effects that wait on something other than a
    /// `TestClock` never settle, and cost this wait to every step of a test.
    static let patience: Duration = .milliseconds(250)

    private let runningEffects: @Sendable () -> Int
    private let sleeping = Atomic<Int>(0)

    init(runningEffects: @escaping @Sendable () -> Int) {
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
        _ = await poll(for: Self.patience) { isSettled ? true : nil }
    }
}
