import Synchronization

/// Names one subscription of a ``Store``, to end it with ``Store/unsubscribe(_:)``.
///
/// Tokens are cheap values; unsubscribing with one is O(1) (amortised) and safe from any
/// thread, including from inside the subscriber's own callback. A token holds nothing of the
/// subscription's callback, so `self.token = store.subscribe { self.render($0) }` is no
/// cycle once the subscription has ended; keeping or dropping a token never ends a
/// subscription by itself (see ``Store/subscribe(to:owner:_:)`` for one
/// that ends with its owner).
public struct SubscriptionToken: Hashable, Sendable {
    @usableFromInline let control: SubscriptionControl

    @inlinable
    init(control: SubscriptionControl) {
        self.control = control
    }

    /// Two tokens are equal when they name the same subscription.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool {
        lhs.control === rhs.control
    }

    /// Hashes the identity of the subscription.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(control))
    }
}

/// A subscription's on/off switch and its place in the store: what a token holds, and
/// nothing of the callback.
@usableFromInline
class SubscriptionControl: @unchecked Sendable {
    // @unchecked: `active` is atomic; `slot` is read and written only under the store's lock;
    // `store` is immutable. Subclasses add only state of the draining thread.
    @usableFromInline final let active = Atomic<Bool>(true)
    /// The store of the subscription, so that a token is ignored by other stores.
    @usableFromInline final let store: ObjectIdentifier
    /// The index of the subscriber in the store's ``SubscriberList``, or -1 while it is not in
    /// it (waiting for its first value, or ended). Guarded by the store's lock.
    @usableFromInline final var slot = -1

    @inlinable init(store: ObjectIdentifier) {
        self.store = store
    }

    @inlinable
    final var isActive: Bool { active.load(ordering: .acquiring) }

    /// Switches the subscription off; returns false if it was already off.
    @inlinable
    final func cancel() -> Bool {
        active.exchange(false, ordering: .acquiringAndReleasing)
    }
}

/// A subscriber of a store with state `State`: its switch, and a closure built, specialised,
/// in the client, that checks the switch before anything else (so that a notification round
/// reads the flag through the closure it calls, without retaining the control).
@usableFromInline
struct Subscriber<State>: Sendable {
    @usableFromInline let control: SubscriptionControl
    @usableFromInline let receive: @Sendable (State) -> Void

    @inlinable
    init(control: SubscriptionControl, receive: @escaping @Sendable (State) -> Void) {
        self.control = control
        self.receive = receive
    }
}

/// The control of a skip-repeats subscription, with the value it last delivered: one object
/// for both. The value is read and written only by the store's draining thread, one
/// notification at a time, which makes `@unchecked Sendable` safe.
@usableFromInline
final class LastDelivered<Value>: SubscriptionControl, @unchecked Sendable {
    /// Exclusivity is guaranteed by the store (one draining thread, no overlapping access),
    /// so the run-time check, which costs more than the comparison, is switched off.
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @inlinable override init(store: ObjectIdentifier) {
        super.init(store: store)
    }
}
