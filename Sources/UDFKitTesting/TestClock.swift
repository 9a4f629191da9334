import Synchronization

/// A clock whose time moves only when a test moves it, for effects that sleep.
///
/// Inject a clock into the code that sleeps (`any Clock<Duration>`), give it a `TestClock`
/// in tests, and advance it instead of waiting:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search(), reducer: search, middleware: [debounce(clock: clock)])
/// await store.send(SearchAction.queryChanged("swift")) { $0.query = "swift" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(SearchAction.resultsLoaded(["Swift"])) { $0.results = ["Swift"] }
/// ```
///
/// Sleepers wake in the order of their deadlines. The effects of a ``TestStore`` are tracked:
/// `send` and `receive` return once its effects have ended or fallen asleep, and
/// ``advance(by:)`` lets woken effects run to their next sleep before time moves on, so
/// tests are deterministic. For other tasks (code under test outside a `TestStore`), wait
/// for them to fall asleep with ``waitUntilSleeping(_:timeout:)`` before advancing.
public final class TestClock: Clock, Sendable {
    struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        /// The test store whose effect this is, if any.
        let settling: EffectSettling?
    }

    struct Timeline {
        var now = Instant()
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
    }

    private let timeline = Mutex(Timeline())

    /// Creates a clock at offset zero.
    public init() {}

    /// The current instant.
    public var now: Instant { timeline.withLock { $0.now } }

    /// No resolution limit: deadlines are exact.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

    /// Suspends until the clock is advanced to `deadline`; throws `CancellationError` if the
    /// task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let settling = EffectSettling.current
        let id = timeline.withLock { timeline in
            defer { timeline.nextID += 1 }
            return timeline.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let early: Result<Void, any Error>? = timeline.withLock { timeline in
                    if timeline.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= timeline.now { return .success(()) }
                    timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, settling: settling))
                    settling?.sleeperAdded()
                    return nil
                }
                if let early { continuation.resume(with: early) }
            }
        } onCancel: {
            let sleeper: Sleeper? = timeline.withLock { timeline in
                guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
                    timeline.cancelled.insert(id)
                    return nil
                }
                return timeline.sleepers.remove(at: index)
            }
            sleeper?.settling?.sleeperRemoved()
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, waking every sleeper whose deadline is reached.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `instant`, waking sleepers in the order of their deadlines.
    public func advance(to instant: Instant) async {
        // Effects started just before may not have reached their sleep yet: let them.
        await yieldToWokenTasks()
        while let due = wakeNext(upTo: instant) {
            for sleeper in due {
                sleeper.settling?.sleeperRemoved()
                sleeper.continuation.resume()
            }
            await yieldToWokenTasks()
            var settled: Set<ObjectIdentifier> = []
            for settling in due.compactMap(\.settling) where settled.insert(ObjectIdentifier(settling)).inserted {
                await settling.settle()
            }
        }
    }

    /// Waits until at least `count` tasks sleep on this clock, for at most `timeout` (a
    /// deadline for a test that fails, generous for a loaded machine).
    ///
    /// - Returns: whether they did.
    @discardableResult
    public func waitUntilSleeping(_ count: Int = 1, timeout: Duration = .seconds(10)) async -> Bool {
        await poll(for: timeout) { sleeperCount >= count ? true : nil } ?? false
    }

    /// Advances the clock until no task sleeps on it (at most `limit` wake-ups, for effects
    /// that sleep in a loop).
    public func run(limit: Int = 1_000) async {
        for _ in 0..<limit {
            guard let next = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) else { return }
            await advance(to: next)
        }
    }

    /// Moves `now` to the earliest deadline not after `instant` and removes the sleepers due
    /// then; or moves `now` to `instant` and returns `nil` when none is due.
    private func wakeNext(upTo instant: Instant) -> [Sleeper]? {
        timeline.withLock { timeline in
            guard let next = timeline.sleepers.map(\.deadline).min(), next <= instant else {
                timeline.now = max(timeline.now, instant)
                return nil
            }
            timeline.now = max(timeline.now, next)
            let now = timeline.now
            let due = timeline.sleepers.filter { $0.deadline <= now }
            timeline.sleepers.removeAll { $0.deadline <= now }
            return due
        }
    }

    /// Lets other tasks (just started, or just woken) run up to their next suspension.
    private func yieldToWokenTasks() async {
        for _ in 0..<20 {
            await Task.yield()
        }
    }
}
