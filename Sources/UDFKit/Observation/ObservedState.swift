#if canImport(Observation)
import Observation

/// The state of a ``Store`` as an `Observable` object, for SwiftUI: a view that reads
/// `store.observed.count` is evaluated again when `count` changes, and only then.
///
/// Get it from ``Store/observed``. Each property read through it (`observed.title`,
/// `observed.items`) is tracked on its own: after every action, the values read so far are
/// compared with the new state's (`==`), and only those that differ notify their observers. A
/// property that is not `Equatable` notifies after every action.
///
/// ```swift
/// struct CounterView: View {
///     let store: Store<Counter>
///
///     var body: some View {
///         Text("\(store.observed.count)")        // evaluated again when count changes
///         Button("Add") { store.dispatch(CounterAction.incremented) }
///     }
/// }
/// ```
///
/// It changes on the store's draining thread (see ``Store``): an app that dispatches from the
/// main actor, as SwiftUI apps do, sees it change there. It keeps the last value of each
/// property read, not the whole state, so it never makes the store copy what nobody shows.
/// Reading, through it, a property never read before once its store is gone is a programming
/// error and traps. <doc:ObservationAndSwiftUI> has more.
@dynamicMemberLookup
public final class ObservedState<State: Sendable>: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// The properties read so far, by key path, each with its last value.
    private let watched = Locked<[PathKey: Watch]>([:])
    /// Reads the store's current state; nil once the store is gone.
    private let read: @Sendable () -> State?

    init(reading read: @escaping @Sendable () -> State?) {
        self.read = read
    }

    /// A property of the state; reading it in a view makes the view depend on it alone.
    public subscript<Value: Equatable & Sendable>(dynamicMember path: KeyPath<State, Value> & Sendable) -> Value {
        value(at: path, tracked: \ObservedState.[dynamicMember: path], equal: ==)
    }

    /// A property that is not `Equatable`: its observers hear about every action.
    public subscript<Value: Sendable>(dynamicMember path: KeyPath<State, Value> & Sendable) -> Value {
        value(at: path, tracked: \ObservedState.[dynamicMember: path], equal: { _, _ in false })
    }

    /// The last value of a watched property, or its value now, watched from now on.
    private func value<Value: Sendable>(
        at path: KeyPath<State, Value> & Sendable, tracked: KeyPath<ObservedState, Value> & Sendable,
        equal: @escaping @Sendable (Value, Value) -> Bool
    ) -> Value {
        registrar.access(self, keyPath: tracked)
        if let known = watched.withLock({ ($0[PathKey(path)] as? WatchedValue<Value>)?.last }) { return known }
        guard let state = read() else { preconditionFailure("ObservedState: a property first read after its store is gone") }
        let watcher = WatchedValue(path: path, tracked: tracked, equal: equal, last: state[keyPath: path])
        return watched.withLock { watched in
            if let earlier = watched[PathKey(path)] as? WatchedValue<Value> { return earlier.last }
            watched[PathKey(path)] = watcher
            return watcher.last
        }
    }

    /// Takes a new state from the store: tells the observers of every watched property whose
    /// value changed, before and after the change.
    func receive(_ state: State) {
        let changed = watched.withLock { watched in watched.values.filter { $0.differs(in: state) } }
        guard !changed.isEmpty else { return }
        for watch in changed { watch.willSet(in: self) }
        watched.withLock { _ in for watch in changed { watch.take(state) } }
        for watch in changed { watch.didSet(in: self) }
    }

    /// A key path as a dictionary key. `@unchecked Sendable`: key paths are immutable.
    private struct PathKey: Hashable, @unchecked Sendable {
        let path: AnyKeyPath
        init(_ path: AnyKeyPath) { self.path = path }
    }

    /// One property read through the object. `@unchecked Sendable`: `last` is read and written
    /// only under the object's lock.
    private class Watch: @unchecked Sendable {
        func differs(in state: State) -> Bool { false }
        func take(_ state: State) {}
        func willSet(in owner: ObservedState) {}
        func didSet(in owner: ObservedState) {}
    }

    private final class WatchedValue<Value: Sendable>: Watch, @unchecked Sendable {
        let path: KeyPath<State, Value> & Sendable
        let tracked: KeyPath<ObservedState, Value> & Sendable
        let equal: @Sendable (Value, Value) -> Bool
        var last: Value

        init(path: KeyPath<State, Value> & Sendable, tracked: KeyPath<ObservedState, Value> & Sendable,
             equal: @escaping @Sendable (Value, Value) -> Bool, last: Value) {
            self.path = path
            self.tracked = tracked
            self.equal = equal
            self.last = last
        }

        override func differs(in state: State) -> Bool { !equal(last, state[keyPath: path]) }
        override func take(_ state: State) { last = state[keyPath: path] }
        override func willSet(in owner: ObservedState) { owner.registrar.willSet(owner, keyPath: tracked) }
        override func didSet(in owner: ObservedState) { owner.registrar.didSet(owner, keyPath: tracked) }
    }
}

extension Store {
    /// The state as an `Observable` object, for SwiftUI views: `store.observed.count`.
    ///
    /// Made the first time it is read, then the same object for the life of the store; until
    /// then the store does no work for it. See ``ObservedState``.
    ///
    /// ```swift
    /// Text(store.observed.title)
    /// ```
    public var observed: ObservedState<State> {
        if let made = observation.withLock({ $0 }) { return made }
        let made = ObservedState<State> { [weak self] in self?.state }
        let kept = observation.withLock { kept in
            if let earlier = kept { return earlier }
            kept = made
            return made
        }
        if kept === made {
            // For the life of the store, which holds the object: the subscription needs no end.
            _ = subscribe(afterEveryAction: { $0 }) { [weak made] state in made?.receive(state) }
        }
        return kept
    }
}
#endif
