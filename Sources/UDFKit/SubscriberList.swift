/// The subscribers of a store in subscription order: one slot each, emptied when the
/// subscription ends, which lets go of its callback at once.
///
/// Emptied slots are dropped once they outnumber the others (or are all there is), so ending
/// a subscription is O(1) amortised and notification order stays subscription order. Only
/// ever touched under the store's lock.
@usableFromInline
struct SubscriberList<State: Sendable>: Sendable {
    @usableFromInline var slots: [Subscriber<State>?] = []
    /// The number of emptied slots.
    @usableFromInline var vacated = 0
    /// The live subscriptions, including those waiting for their first value.
    @usableFromInline var live = 0

    @inlinable init() {}

    /// Whether no slot holds a subscriber: nobody needs to hear about a new state.
    @inlinable
    var isEmpty: Bool { slots.count == vacated }

    /// Appends a subscriber that is not in the list yet.
    @inlinable
    mutating func place(_ subscriber: Subscriber<State>) {
        subscriber.control.slot = slots.count
        slots.append(subscriber)
    }

    /// Forgets a subscriber that was just switched off, whether or not it had its slot yet.
    @inlinable
    mutating func remove(_ control: SubscriptionControl) {
        live -= 1
        let slot = control.slot
        guard slot >= 0 else { return }
        control.slot = -1
        slots[slot] = nil
        vacated += 1
        if vacated == slots.count {
            slots.removeAll(keepingCapacity: true)
            vacated = 0
        } else if vacated > 16, vacated * 2 > slots.count {
            compact()
        }
    }

    @inlinable
    mutating func compact() {
        slots.removeAll { $0 == nil }
        for (index, subscriber) in slots.enumerated() {
            subscriber?.control.slot = index
        }
        vacated = 0
    }
}
