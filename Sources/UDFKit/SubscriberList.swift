/// The subscribers of a store in subscription order: one slot each, emptied when the
/// subscription ends, which lets go of its callback at once.
///
/// The callbacks and their controls are kept in two parallel arrays, so that a notification
/// round takes (and retains) the callbacks alone. Emptied slots are dropped once they
/// outnumber the others (or are all there is), so ending a subscription is O(1) amortised and
/// notification order stays subscription order. Only ever touched under the store's lock.
@usableFromInline
struct SubscriberList<State: Sendable>: Sendable {
    /// Each subscriber's callback, which checks its control's flag before anything else.
    @usableFromInline var callbacks: [(@Sendable (State) -> Void)?] = []
    @usableFromInline var controls: [SubscriptionControl?] = []
    /// The number of emptied slots.
    @usableFromInline var vacated = 0
    /// The live subscriptions, including those waiting for their first value.
    @usableFromInline var live = 0

    @inlinable init() {}

    /// Whether no slot holds a subscriber: nobody needs to hear about a new state.
    @inlinable
    var isEmpty: Bool { callbacks.count == vacated }

    /// Appends a subscriber that is not in the list yet.
    @inlinable
    mutating func place(_ subscriber: Subscriber<State>) {
        subscriber.control.slot = callbacks.count
        callbacks.append(subscriber.receive)
        controls.append(subscriber.control)
    }

    /// Forgets a subscriber that was just switched off, whether or not it had its slot yet,
    /// and returns its callback for the caller to let go of outside the lock.
    @inlinable
    mutating func remove(_ control: SubscriptionControl) -> (@Sendable (State) -> Void)? {
        live -= 1
        let slot = control.slot
        guard slot >= 0 else { return nil }
        control.slot = -1
        let callback = callbacks[slot].take()
        controls[slot] = nil
        vacated += 1
        if vacated == callbacks.count {
            callbacks.removeAll(keepingCapacity: true)
            controls.removeAll(keepingCapacity: true)
            vacated = 0
        } else if vacated > 16, vacated * 2 > callbacks.count {
            compact()
        }
        return callback
    }

    @inlinable
    mutating func compact() {
        callbacks.removeAll { $0 == nil }
        controls.removeAll { $0 == nil }
        for (index, control) in controls.enumerated() {
            control?.slot = index
        }
        vacated = 0
    }
}
