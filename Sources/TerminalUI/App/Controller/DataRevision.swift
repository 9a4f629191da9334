import Synchronization

/// A counter bumped after every action the store applies, from whatever thread applied it:
/// the run loop compares it with the revision it last drew to know whether the data may
/// have changed, without comparing the data itself.
final class DataRevision: Sendable {
    private let value = Atomic<UInt64>(0)
    private let dispatchingLocally = Atomic<Bool>(false)

    /// The current revision.
    var current: UInt64 { value.load(ordering: .acquiring) }

    /// Marks a change.
    func bump() {
        value.add(1, ordering: .releasing)
    }

    /// Whether the run loop itself is dispatching (it needs no wake-up for its own actions).
    var isDispatchingLocally: Bool { dispatchingLocally.load(ordering: .relaxed) }

    /// Runs `body` marked as the run loop's own dispatch.
    func dispatchingLocally<T>(_ body: () -> T) -> T {
        dispatchingLocally.store(true, ordering: .relaxed)
        defer { dispatchingLocally.store(false, ordering: .relaxed) }
        return body()
    }
}
