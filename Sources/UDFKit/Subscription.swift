import Synchronization

/// Names one subscription of a ``Store``, to end it with ``Store/unsubscribe(_:)``.
///
/// Tokens are cheap values; unsubscribing with one is O(1) (amortised) and safe from any
/// thread, including from inside the subscriber's own callback.
public struct SubscriptionToken: Hashable, Sendable {
    let box: AnySubscriberBox

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
class AnySubscriberBox: @unchecked Sendable {
    private let active = Atomic<Bool>(true)

    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Switches the subscriber off; returns false if it was already off.
    func cancel() -> Bool {
        active.exchange(false, ordering: .acquiringAndReleasing)
    }
}

/// A subscriber of a store with state `State`. Its mutable parts are touched only by the
/// store's draining thread (one at a time), which is what makes `@unchecked Sendable` safe.
class SubscriberBox<State>: AnySubscriberBox, @unchecked Sendable {
    func receive(_ state: State) {}
}

/// A subscriber that is told about every new state's selection.
final class SelectionSubscriber<State, Value>: SubscriberBox<State>, @unchecked Sendable {
    let select: @Sendable (State) -> Value
    let callback: @Sendable (Value) -> Void

    init(select: @escaping @Sendable (State) -> Value, callback: @escaping @Sendable (Value) -> Void) {
        self.select = select
        self.callback = callback
    }

    override func receive(_ state: State) {
        callback(select(state))
    }
}

/// A subscriber that is told only when its selection differs from the value *it* last
/// received, so nested dispatches can neither repeat nor reorder what it sees.
final class DistinctSelectionSubscriber<State, Value: Equatable>: SubscriberBox<State>, @unchecked Sendable {
    let select: @Sendable (State) -> Value
    let callback: @Sendable (Value) -> Void
    var lastDelivered: Value?

    init(select: @escaping @Sendable (State) -> Value, callback: @escaping @Sendable (Value) -> Void) {
        self.select = select
        self.callback = callback
    }

    override func receive(_ state: State) {
        let value = select(state)
        if let lastDelivered, lastDelivered == value { return }
        lastDelivered = value
        callback(value)
    }
}
