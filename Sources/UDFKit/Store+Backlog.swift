#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// When more threads dispatch than there are cores, the draining thread applies every action
// but gets only its share of the processors: the threads that queue actions faster than it
// applies them take the rest, and the store's throughput collapsed (5.6 µs a dispatch on a
// busy 2-core machine, against 130 ns for a hand-written store whose dispatching threads each
// apply their own action). So a thread that queues an action while the draining thread is
// more than ``Store/backlogLimit`` actions behind sleeps, in short naps and for at most about
// a millisecond, until it has caught up by half: the processors go to the draining thread.
// It never waits on the store (a deadline, not a condition), so no dispatch can deadlock,
// and the draining thread itself, dispatching from a subscriber or a middleware, never naps.

extension Store {
    /// How many queued actions make a dispatching thread give way to the draining thread.
    /// Small: the draining thread takes a whole batch per queue-lock round trip, so 32 keeps it
    /// busy, while a longer queue only lets the queuing threads take processor time from it
    /// (at 1,024, four threads on a busy two-core machine measured 2-5x a hand-written store;
    /// at 32, 0.3-2x: docs/benchmarks.md).
    @usableFromInline static var backlogLimit: Int { 32 }

    /// Called after queuing an action from outside any lock: gives way to the draining thread
    /// when it is far behind. One relaxed load otherwise.
    @inlinable
    func easeBacklog() {
        if backlog.load(ordering: .relaxed) > Self.backlogLimit { giveWayToDrainingThread() }
    }

    /// Naps until the backlog is down to half the limit, for at most about a millisecond;
    /// at once when the current thread is the draining thread.
    @usableFromInline @inline(never)
    func giveWayToDrainingThread() {
        if core.withLock({ isDrained(byCurrentThreadIn: $0) }) { return }
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(1))
        while backlog.load(ordering: .relaxed) > Self.backlogLimit / 2, ContinuousClock.now < deadline {
            usleep(20)
        }
    }
}
