import Synchronization

/// Names one subscription of a ``Store``, to end it with ``Store/unsubscribe(_:)``.
///
/// Tokens are cheap values; unsubscribing with one is O(1) (amortised) and safe from any
/// thread, including from inside the subscriber's own callback.
public struct SubscriptionToken: Hashable, Sendable {
    @usableFromInline let box: AnySubscriberBox

    @inlinable
    init(box: AnySubscriberBox) {
        self.box = box
    }

    /// Two tokens are equal when they name the same subscription.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool {
        lhs.box === rhs.box
    }

    /// Hashes the identity of the subscription.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(box))
    }
}

/// The state-independent part of a subscriber: its on/off switch.
@usableFromInline
class AnySubscriberBox: @unchecked Sendable {
    // @unchecked: the only mutable part is an atomic.
    @usableFromInline let active = Atomic<Bool>(true)

    @inlinable init() {}

    @inlinable
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Switches the subscriber off; returns false if it was already off.
    @inlinable
    func cancel() -> Bool {
        active.exchange(false, ordering: .acquiringAndReleasing)
    }
}

/// A subscriber of a store with state `State`: a closure built, specialised, in the client.
@usableFromInline
final class SubscriberBox<State>: AnySubscriberBox, @unchecked Sendable {
    // @unchecked: `receive` is immutable and `@Sendable`; the base class holds an atomic.
    @usableFromInline let receive: @Sendable (State) -> Void

    @inlinable
    init(receive: @escaping @Sendable (State) -> Void) {
        self.receive = receive
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
