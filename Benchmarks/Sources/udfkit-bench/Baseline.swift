import Synchronization

/// The hand-written minimal store every scenario is compared with: a final class, an `inout`
/// reducer over a concrete action type, a lock, and an array of subscriber closures. It is
/// what a careful engineer would write in an afternoon, tuned as far as such a design goes
/// (everything mutable behind the one lock, so there are no run-time exclusivity checks),
/// and it is the bar UDFKit must stay near.
final class BaselineStore<State: Sendable, Action>: @unchecked Sendable {
    // @unchecked: all mutable state is inside the Mutex (the contention scenarios dispatch
    // from several threads; their subscriber is thread-safe).
    private struct Inside {
        var state: State
        var subscribers: [(id: Int, callback: @Sendable (State) -> Void)] = []
        var nextID = 0
    }

    private let inside: Mutex<Inside>
    private let reducer: @Sendable (inout State, Action) -> Void

    init(_ initialState: State, reducer: @escaping @Sendable (inout State, Action) -> Void) {
        self.inside = Mutex(Inside(state: initialState))
        self.reducer = reducer
    }

    func dispatch(_ action: Action) {
        let round: (State, [(id: Int, callback: @Sendable (State) -> Void)])? = inside.withLock { inside in
            reducer(&inside.state, action)
            return inside.subscribers.isEmpty ? nil : (inside.state, inside.subscribers)
        }
        guard let (state, subscribers) = round else { return }
        for subscriber in subscribers {
            subscriber.callback(state)
        }
    }

    /// Subscribes with skip-repeats done by hand in the closure.
    @discardableResult
    func subscribe<Value: Equatable & Sendable>(
        _ select: @escaping @Sendable (State) -> Value,
        _ callback: @escaping @Sendable (Value) -> Void
    ) -> Int {
        let last = Last<Value>()
        let subscriber: @Sendable (State) -> Void = { state in
            let value = select(state)
            if value == last.value { return }
            last.value = value
            callback(value)
        }
        let (id, current) = inside.withLock { inside in
            inside.nextID += 1
            inside.subscribers.append((inside.nextID, subscriber))
            return (inside.nextID, inside.state)
        }
        subscriber(current)
        return id
    }

    /// Subscribes a callback to every state, called on the dispatching thread: from several
    /// threads at once when several dispatch.
    func subscribeEveryState(_ callback: @escaping @Sendable (State) -> Void) {
        inside.withLock { inside in
            inside.nextID += 1
            inside.subscribers.append((inside.nextID, callback))
        }
    }

    func unsubscribe(_ id: Int) {
        inside.withLock { inside in
            if let index = inside.subscribers.firstIndex(where: { $0.id == id }) {
                inside.subscribers.remove(at: index)
            }
        }
    }
}

/// The last value a baseline subscriber saw; one thread only in the benchmark.
final class Last<Value>: @unchecked Sendable {
    var value: Value?
}
