#if canImport(Observation)
import Observation
import Testing
import UDFKit

/// Runs `read` under observation tracking and returns a flag that turns true once something
/// it read changes (Observation calls `onChange` once, on the thread that made the change).
func tracking<Value>(_ read: () -> Value) -> (value: Value, changed: Locked<Bool>) {
    let changed = Locked(false)
    let value = withObservationTracking(read, onChange: { changed.withLock { $0 = true } })
    return (value, changed)
}

@Suite struct ObservedStateTests {
    @Test func aPropertyReadThroughObservedIsTheStatesValue() {
        let store = Store(initialState: Dashboard(left: 2, right: 5), reducer: .lift(\.left, counterReducer))
        #expect(store.observed.left == 2)
        #expect(store.observed.right == 5)
        store.dispatch(CounterAction.incremented)
        #expect(store.observed.left == 3)
    }

    @Test func aReaderOfOnePropertyIsToldWhenItChangesAndOnlyThen() {
        let store = Store(initialState: Dashboard(), reducer: .combine(.lift(\.left, counterReducer), .lift(\.log, logReducer)))
        let left = tracking { store.observed.left }
        store.dispatch(LogAction.noted("not left"))
        #expect(left.changed.withLock { $0 } == false)
        store.dispatch(CounterAction.reset(to: 0))
        #expect(left.changed.withLock { $0 } == false)
        store.dispatch(CounterAction.incremented)
        #expect(left.changed.withLock { $0 } == true)
    }

    @Test func aReaderOfSeveralPropertiesIsToldWhenAnyOfThemChanges() {
        let store = Store(initialState: Dashboard(), reducer: .lift(\.log, logReducer))
        let both = tracking { (store.observed.left, store.observed.log.count) }
        #expect(both.value == (0, 0))
        store.dispatch(LogAction.noted("one"))
        #expect(both.changed.withLock { $0 } == true)
    }

    @Test func aPropertyThatIsNotEquatableTellsItsReadersAfterEveryAction() {
        struct Opaque: Sendable { var count: Int }
        struct Holder: Sendable { var opaque = Opaque(count: 1); var other = 0 }
        let store = Store(initialState: Holder(), reducer: .lift(\.other, counterReducer))
        let opaque = tracking { store.observed.opaque.count }
        #expect(opaque.value == 1)
        store.dispatch(CounterAction.incremented)
        #expect(opaque.changed.withLock { $0 } == true)
    }

    @Test func theObjectIsMadeOnceAndTheStoreSubscribesForItOnlyThen() {
        let store = Store(initialState: 0, reducer: counterReducer)
        #expect(store.subscriberCount == 0)
        let first = store.observed
        #expect(store.observed === first)
        #expect(store.subscriberCount == 1)
    }

    @Test func theObjectDoesNotKeepItsStoreAliveAndKeepsWhatWasRead() {
        var store: Store<Dashboard>? = Store(initialState: Dashboard(left: 4), reducer: .lift(\.left, counterReducer))
        weak let watched = store
        let observed = store?.observed
        #expect(observed?.left == 4)
        store = nil
        #expect(watched == nil)
        #expect(observed?.left == 4)
    }
}
#endif
