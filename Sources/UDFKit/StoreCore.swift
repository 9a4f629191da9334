#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work waiting for the draining thread.
enum PendingWork<State: Sendable> {
    case action(any Action)
    case deliverFirst(SubscriberBox<State>)
}

/// The mutable heart of a ``Store``, only ever touched under the store's lock.
struct StoreCore<State: Sendable> {
    var state: State
    /// Whether some thread is applying actions or notifying subscribers.
    var isDraining = false
    /// The thread that set ``isDraining``; lets a subscriber subscribe from inside a
    /// notification and get its first value at once.
    var drainer: pthread_t?
    var pending: [PendingWork<State>] = []
    var pendingHead = 0
    var subscribers: [SubscriberBox<State>] = []
    var cancelledSubscribers = 0
    var effects = EffectRegistry()

    init(state: State) {
        self.state = state
    }

    mutating func claim() {
        isDraining = true
        drainer = pthread_self()
    }

    /// Claims the store for the caller and returns true, or queues `work` and returns false.
    mutating func claimOrEnqueue(_ work: PendingWork<State>) -> Bool {
        if isDraining {
            pending.append(work)
            return false
        }
        claim()
        return true
    }

    var isDrainedByCurrentThread: Bool {
        guard isDraining, let drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }

    mutating func nextPendingOrRelease() -> PendingWork<State>? {
        if pendingHead < pending.count {
            let work = pending[pendingHead]
            pendingHead += 1
            return work
        }
        pending.removeAll(keepingCapacity: pending.capacity <= 1024)
        pendingHead = 0
        isDraining = false
        drainer = nil
        return nil
    }

    /// Drops cancelled subscribers once they outnumber the live ones: amortised O(1) per
    /// unsubscribe, and notification order stays subscription order.
    mutating func compactSubscribersIfNeeded() {
        guard cancelledSubscribers > 16, cancelledSubscribers * 2 > subscribers.count else { return }
        subscribers.removeAll { !$0.isActive }
        cancelledSubscribers = 0
    }
}

/// One state and the subscribers to tell about it, taken under the lock and delivered
/// outside it, so that subscribers may read the state, dispatch or (un)subscribe.
struct NotificationRound<State: Sendable> {
    let state: State
    let subscribers: [SubscriberBox<State>]

    func deliver() {
        for subscriber in subscribers where subscriber.isActive {
            subscriber.receive(state)
        }
    }
}
