#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The store's internals are `@usableFromInline` so that its hot paths can be `@inlinable`:
// specialised in the client for its concrete state, they use static type metadata instead of
// looking generic metadata up at run time (which cost over 1 µs per dispatch before).

/// Work waiting for the draining thread.
@usableFromInline
enum PendingWork<State: Sendable>: Sendable {
    case action(any Action)
    case deliverFirst(Subscriber<State>)
}

/// The mutable heart of a ``Store``, only ever touched under the store's lock.
///
/// `@unchecked Sendable` because of `drainer`, a `pthread_t` (a pointer on Darwin) that is
/// only compared with the current thread, never dereferenced; everything else is Sendable.
@usableFromInline
struct StoreCore<State: Sendable>: @unchecked Sendable {
    @usableFromInline var state: State
    /// Whether some thread is applying actions or notifying subscribers.
    @usableFromInline var isDraining = false
    /// The thread that set ``isDraining``; lets a subscriber subscribe from inside a
    /// notification and get its first value at once.
    @usableFromInline var drainer: pthread_t?
    @usableFromInline var pending: [PendingWork<State>] = []
    @usableFromInline var pendingHead = 0
    @usableFromInline var subscribers = SubscriberList<State>()
    var effects = EffectRegistry()

    @usableFromInline
    init(state: State) {
        self.state = state
    }

    @inlinable
    mutating func claim() {
        isDraining = true
        drainer = pthread_self()
    }

    /// Claims the store for the caller and returns true, or queues `work` and returns false.
    @inlinable
    mutating func claimOrEnqueue(_ work: PendingWork<State>) -> Bool {
        if isDraining {
            pending.append(work)
            return false
        }
        claim()
        return true
    }

    @inlinable
    var isDrainedByCurrentThread: Bool {
        guard isDraining, let drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }

    /// The next queued work, or nil after releasing the store when there is none.
    @inlinable
    mutating func nextPendingOrRelease() -> PendingWork<State>? {
        if pendingHead < pending.count {
            let work = pending[pendingHead]
            pendingHead += 1
            return work
        }
        if !pending.isEmpty {
            pending.removeAll(keepingCapacity: pending.capacity <= 1024)
            pendingHead = 0
        }
        isDraining = false
        drainer = nil
        return nil
    }
}

/// One state and the subscribers to tell about it, taken under the lock and delivered
/// outside it, so that subscribers may read the state, dispatch or (un)subscribe.
@usableFromInline
struct NotificationRound<State: Sendable>: Sendable {
    @usableFromInline let state: State
    @usableFromInline let subscribers: [Subscriber<State>?]

    @inlinable
    init(state: State, subscribers: [Subscriber<State>?]) {
        self.state = state
        self.subscribers = subscribers
    }

    @inlinable
    func deliver() {
        for case let subscriber? in subscribers where subscriber.control.isActive {
            subscriber.receive(state)
        }
    }
}
