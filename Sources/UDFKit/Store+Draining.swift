#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// One thread at a time drains a store: it claims the store, applies actions and notifies
// subscribers outside any lock, then applies whatever other dispatches queued meanwhile.
//
// Two locks and an atomic. The core lock (``Store/core``) guards the state and the
// subscribers; the queue lock (``Store/queue``) guards only the work waiting for the draining
// thread. Whether the store is claimed lives in an atomic beside them (``Store/drainState``).
// A dispatch that sees the store claimed appends its action under the queue lock and returns:
// it never waits for the core lock, which the draining thread takes once per action, so
// threads that dispatch while another drains do not contend with it (under the core lock, the
// dispatching threads used to take turns with the draining thread for every action, and a
// thread preempted while holding the lock stalled all of them: 2.6 s for 400,000 dispatches on
// a busy machine). The draining thread takes the whole queue at once, one queue-lock round
// trip per batch.
//
// The atomic's transitions:
// - idle -> draining: claiming, under the core lock, by a thread that saw it idle there.
// - draining -> drainingWithWork: queuing, under the queue lock (compare-and-exchange).
// - draining -> idle: the draining thread's release when nothing was queued, without a lock
//   (compare-and-exchange, which fails once work was queued).
// - drainingWithWork -> idle: the draining thread, under the queue lock, finding it empty.
// A thread that finds the store idle while it queues queues nothing and claims the store.
// Locks nest only core -> queue.

/// The values of ``Store/drainState``.
@usableFromInline
enum DrainState {
    @usableFromInline static let idle = 0
    @usableFromInline static let draining = 1
    @usableFromInline static let drainingWithWork = 2
}

extension Store {
    /// Claims the store for the current thread. Under the core lock, with the store idle.
    @inlinable
    func claim(_ core: inout StoreCore<State>) {
        drainState.store(DrainState.draining, ordering: .releasing)
        core.drainer = pthread_self()
    }

    /// Queues `work` and returns true if another dispatch is draining the store; returns false,
    /// queuing nothing, if the store is idle. Takes the queue lock only when the store is busy.
    @inlinable
    func enqueueIfBusy(_ work: @autoclosure () -> PendingWork<State>) -> Bool {
        if drainState.load(ordering: .acquiring) == DrainState.idle { return false }
        return enqueueUnlessReleased(work())
    }

    /// Whether a thread has claimed the store (it may be releasing it at this moment).
    @inlinable
    var isClaimed: Bool { drainState.load(ordering: .acquiring) != DrainState.idle }

    /// ``enqueueUnlessReleased(_:)`` for one action, then, `easingBacklog` (never under the
    /// core lock), ``easeBacklog()``: out of line, so that the hot path of a dispatch keeps
    /// only the ``isClaimed`` load inline.
    @inlinable @inline(never)
    func enqueueOutOfLine<A: Action>(_ action: A, easingBacklog: Bool) -> Bool {
        guard enqueueUnlessReleased(.action(action)) else { return false }
        if easingBacklog { easeBacklog() }
        return true
    }

    /// The busy half of ``enqueueIfBusy(_:)``, out of line so that the critical section of
    /// every dispatch stays small enough to be inlined.
    @inlinable @inline(never)
    func enqueueUnlessReleased(_ work: PendingWork<State>) -> Bool {
        queue.withLock { pending -> Bool in
            let state = drainState.load(ordering: .acquiring)
            if state == DrainState.idle { return false }
            if state == DrainState.draining {
                // The draining thread may release the store at this very moment, without a lock.
                let (exchanged, original) = drainState.compareExchange(
                    expected: DrainState.draining, desired: DrainState.drainingWithWork, ordering: .acquiringAndReleasing
                )
                if !exchanged, original == DrainState.idle { return false }
            }
            pending.append(work)
            backlog.store(pending.count, ordering: .relaxed)
            return true
        }
    }

    /// Whether the current thread is draining the store. Under the core lock.
    @inlinable
    func isDrained(byCurrentThreadIn core: StoreCore<State>) -> Bool {
        guard drainState.load(ordering: .acquiring) != DrainState.idle, let drainer = core.drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }

    /// Releases the store, after applying the work queued meanwhile if there is any.
    /// Draining thread only, outside the locks.
    @inlinable
    func drain() {
        let released = drainState.compareExchange(
            expected: DrainState.draining, desired: DrainState.idle, ordering: .acquiringAndReleasing
        ).exchanged
        if !released { drainQueuedWork() }
    }

    /// Applies queued work, a whole batch per queue-lock round trip, until the queue is empty,
    /// then releases the store under the queue lock. Specialised in the client, but not inlined
    /// into every dispatch.
    @inlinable @inline(never)
    func drainQueuedWork() {
        var batch: [PendingWork<State>] = []
        while true {
            let taken = queue.withLock { pending -> Bool in
                if pending.isEmpty {
                    drainState.store(DrainState.idle, ordering: .releasing)
                    return false
                }
                swap(&pending, &batch)
                backlog.store(0, ordering: .relaxed)
                return true
            }
            guard taken else { return }
            for work in batch { perform(work) }
            // Outside the locks: what the work held may run a deinit that calls the store.
            if batch.capacity > 1024 { batch = [] } else { batch.removeAll(keepingCapacity: true) }
        }
    }

    /// Applies one piece of queued work. Draining thread only.
    @inlinable
    func perform(_ work: PendingWork<State>) {
        switch work {
        case .action(let action): process(action)
        case .deliverFirst(let subscriber): deliverFirst(subscriber)
        case .fromEffect(let action, let token): if !token.isCancelled { process(action) }
        }
    }
}
