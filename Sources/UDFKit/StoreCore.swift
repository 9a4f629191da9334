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
    /// An action an effect sent, applied unless the effect is cancelled by then.
    case fromEffect(any Action, EffectToken)
}

/// The mutable heart of a ``Store``, only ever touched under the store's lock (the queue of
/// work for the draining thread has a lock of its own: Store+Draining.swift).
///
/// `@unchecked Sendable` because of `drainer`, a `pthread_t` (a pointer on Darwin) that is
/// only compared with the current thread, never dereferenced; everything else is Sendable.
@usableFromInline
struct StoreCore<State: Sendable>: @unchecked Sendable {
    @usableFromInline var state: State
    /// The thread that last claimed the store; it is draining it while the store's
    /// ``Store/drainState`` is not idle. Lets a subscriber subscribe from inside a
    /// notification and get its first value at once.
    @usableFromInline var drainer: pthread_t?
    @usableFromInline var subscribers = SubscriberList<State>()
    var effects = EffectRegistry()

    @usableFromInline
    init(state: State) {
        self.state = state
    }
}

/// One state and the subscribers to tell about it, taken under the lock and delivered
/// outside it, so that subscribers may read the state, dispatch or (un)subscribe.
@usableFromInline
struct NotificationRound<State: Sendable>: Sendable {
    @usableFromInline let state: State
    @usableFromInline let callbacks: [(@Sendable (State) -> Void)?]

    @inlinable
    init(state: State, subscribers: SubscriberList<State>) {
        self.state = state
        self.callbacks = subscribers.callbacks
    }

    /// Calls each subscriber's callback; one switched off meanwhile returns at once.
    @inlinable
    func deliver() {
        for case let callback? in callbacks {
            callback(state)
        }
    }
}
