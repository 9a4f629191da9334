import Synchronization

/// Names one subscription of a ``Store``, to end it with ``Store/unsubscribe(_:)``.
///
/// Tokens are cheap values; unsubscribing with one is O(1) (amortised) and safe from any
/// thread, including from inside the subscriber's own callback. A token does not keep the
/// subscription's callback alive, so `self.token = store.subscribe { self.render($0) }`
/// is no cycle once the subscription has ended; keeping or dropping a token never ends a
/// subscription by itself (see ``Store/subscribe(_:owner:_:)-(KeyPath<State,Value>,_,_)`` for one
/// that ends with its owner).
public struct SubscriptionToken: Hashable, Sendable {
    /// The subscription, while the store holds it.
    @usableFromInline weak let box: AnySubscriberBox?
    /// Tells tokens apart, even once their subscriptions are gone.
    @usableFromInline let serial: UInt64

    @inlinable
    init(box: AnySubscriberBox) {
        self.box = box
        self.serial = box.serial
    }

    /// Two tokens are equal when they name the same subscription.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool {
        lhs.serial == rhs.serial
    }

    /// Hashes the identity of the subscription.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serial)
    }
}

/// The state-independent part of a subscriber: its on/off switch and its place in the store.
@usableFromInline
class AnySubscriberBox: @unchecked Sendable {
    // @unchecked: `active` is atomic; `slot` is read and written only under the store's lock;
    // the rest is immutable.
    @usableFromInline let active = Atomic<Bool>(true)
    /// The store that holds this subscriber, so that a token is ignored by other stores.
    @usableFromInline let store: ObjectIdentifier
    /// Tells subscriptions apart for tokens; unique in the process.
    @usableFromInline let serial: UInt64
    /// The index of this subscriber in the store's ``SubscriberList``, or -1 while it is not in
    /// it (waiting for its first value, or ended). Guarded by the store's lock.
    @usableFromInline var slot = -1

    @inlinable init(store: ObjectIdentifier) {
        self.store = store
        serial = nextSubscriptionSerial.add(1, ordering: .relaxed).newValue
    }

    @inlinable
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Switches the subscriber off; returns false if it was already off.
    @inlinable
    func cancel() -> Bool {
        active.exchange(false, ordering: .acquiringAndReleasing)
    }
}

/// The serial of the last subscription made in this process.
@usableFromInline
let nextSubscriptionSerial = Atomic<UInt64>(0)

/// A subscriber of a store with state `State`: a closure built, specialised, in the client.
@usableFromInline
final class SubscriberBox<State>: AnySubscriberBox, @unchecked Sendable {
    // @unchecked: `receive` is immutable and `@Sendable`; the base class is explained there.
    @usableFromInline let receive: @Sendable (State) -> Void

    @inlinable
    init(store: ObjectIdentifier, receive: @escaping @Sendable (State) -> Void) {
        self.receive = receive
        super.init(store: store)
    }
}

/// The value a skip-repeats subscriber last received. Read and written only by the store's
/// draining thread, one notification at a time, which makes `@unchecked Sendable` safe.
@usableFromInline
final class LastDelivered<Value>: @unchecked Sendable {
    /// Exclusivity is guaranteed by the store (one draining thread, no overlapping access),
    /// so the run-time check, which costs more than the comparison, is switched off.
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @inlinable init() {}
}
