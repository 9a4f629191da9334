#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// One thread at a time drains a store: it claims the store under the lock, applies actions and
// notifies subscribers outside it, then applies whatever other dispatches queued meanwhile.
//
// Whether the store is claimed lives in an atomic beside the lock (``Store/drainState``), so
// that the draining thread can release the store with one compare-and-exchange instead of a
// second lock round trip when nothing was queued, the usual case. Every other change of the
// atomic happens under the lock: claiming it (idle -> draining), queuing work
// (draining -> drainingWithWork, which makes that release fail), and releasing the store once
// the queued work is done (-> idle). A thread that finds the store released while it queues
// claims it.

/// The values of ``Store/drainState``.
@usableFromInline
enum DrainState {
    @usableFromInline static let idle = 0
    @usableFromInline static let draining = 1
    @usableFromInline static let drainingWithWork = 2
}

extension Store {
    /// Claims the store for the current thread. Under the lock, with the store idle.
    @inlinable
    func claim(_ core: inout StoreCore<State>) {
        drainState.store(DrainState.draining, ordering: .releasing)
        core.drainer = pthread_self()
    }

    /// Queues `work` and returns true if another dispatch is draining the store; returns false,
    /// queuing nothing, if the store is idle. Under the lock.
    @inlinable
    func enqueueIfBusy(_ work: @autoclosure () -> PendingWork<State>, in core: inout StoreCore<State>) -> Bool {
        if drainState.load(ordering: .acquiring) == DrainState.idle { return false }
        return enqueueUnlessReleased(work(), in: &core)
    }

    /// The busy half of ``enqueueIfBusy(_:in:)``, out of line so that the critical section of
    /// every dispatch stays small enough to be inlined.
    @inlinable @inline(never)
    func enqueueUnlessReleased(_ work: PendingWork<State>, in core: inout StoreCore<State>) -> Bool {
        if drainState.load(ordering: .acquiring) == DrainState.draining {
            // The draining thread may release the store at this very moment, without the lock.
            let (exchanged, original) = drainState.compareExchange(
                expected: DrainState.draining, desired: DrainState.drainingWithWork, ordering: .acquiringAndReleasing
            )
            if !exchanged, original == DrainState.idle { return false }
        }
        core.pending.append(work)
        return true
    }

    /// Whether the current thread is draining the store. Under the lock.
    @inlinable
    func isDrained(byCurrentThreadIn core: StoreCore<State>) -> Bool {
        guard drainState.load(ordering: .acquiring) != DrainState.idle, let drainer = core.drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }

    /// Releases the store, after applying the work queued meanwhile if there is any.
    /// Draining thread only, outside the lock.
    @inlinable
    func drain() {
        let released = drainState.compareExchange(
            expected: DrainState.draining, desired: DrainState.idle, ordering: .acquiringAndReleasing
        ).exchanged
        if !released { drainQueuedWork() }
    }

    /// Applies queued work until the queue is empty, then releases the store under the lock
    /// (no other thread changes the atomic while it is held). Specialised in the client, but
    /// not inlined into every dispatch.
    @inlinable @inline(never)
    func drainQueuedWork() {
        while true {
            let work: PendingWork<State>? = core.withLock { core in
                if let work = core.nextPending() { return work }
                drainState.store(DrainState.idle, ordering: .releasing)
                return nil
            }
            switch work {
            case .action(let action)?:
                process(action)
            case .deliverFirst(let subscriber)?:
                deliverFirst(subscriber)
            case nil:
                return
            }
        }
    }
}
