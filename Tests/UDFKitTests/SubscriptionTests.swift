import Testing
import UDFKit

@Suite struct SubscriptionTests {
    @Test func unsubscribingWhileAnotherThreadIsBusyBeforeTheFirstValueCountsRight() async {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: counterReducer, middleware: [gate.middleware()])
        let seen = Recorder<Int>()
        _ = store.subscribe(to: \.self) { seen.append($0) }
        await gate.hold(store)
        let late = store.subscribe(to: \.self) { seen.append(-$0 - 100) }
        #expect(store.subscriberCount == 2)
        store.unsubscribe(late)
        #expect(store.subscriberCount == 1)
        await gate.release()
        store.dispatch(CounterAction.incremented)
        #expect(store.subscriberCount == 1)
        #expect(seen.values == [0, 1])
    }

    @Test func withNoOtherSubscriberTheCountNeverGoesBelowZero() async {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: counterReducer, middleware: [gate.middleware()])
        await gate.hold(store)
        store.unsubscribe(store.subscribe(to: \.self) { _ in })
        #expect(store.subscriberCount == 0)
        await gate.release()
        #expect(store.subscriberCount == 0)
    }

    @Test func unsubscribingLetsGoOfTheCallbackAndWhatItCaptured() {
        let store = Store(initialState: 0, reducer: counterReducer)
        var witness: Witness? = Witness()
        weak let watched = witness
        let token = store.subscribe(to: \.self) { [witness] _ in witness?.touch() }
        witness = nil
        #expect(watched != nil)
        store.unsubscribe(token)
        #expect(watched == nil)
        withExtendedLifetime(token) {}
    }

    @Test func anObjectThatKeepsItsOwnTokenIsFreedOnceUnsubscribed() {
        final class Screen: Sendable {
            let token = Locked<SubscriptionToken?>(nil)
            let store: Store<Int>
            init(store: Store<Int>) {
                self.store = store
                token.withLock { $0 = store.subscribe(to: \.self) { _ in self.redraw() } }
            }
            func redraw() {}
            func close() { token.withLock { $0 }.map(store.unsubscribe) }
        }
        let store = Store(initialState: 0, reducer: counterReducer)
        var screen: Screen? = Screen(store: store)
        weak let watched = screen
        screen?.close()
        screen = nil
        #expect(watched == nil)
    }

    @Test func unsubscribingFromInsideANotificationLetsGoOnceTheDispatchReturns() {
        let store = Store(initialState: 0, reducer: counterReducer)
        var witness: Witness? = Witness()
        weak let watched = witness
        let token = Locked<SubscriptionToken?>(nil)
        token.withLock { $0 = store.subscribe(to: \.self) { [witness] value in
            witness?.touch()
            if value == 1 { token.withLock { $0 }.map(store.unsubscribe) }
        } }
        witness = nil
        store.dispatch(CounterAction.incremented)
        #expect(watched == nil)
        #expect(store.subscriberCount == 0)
    }

    @Test func unsubscribingWhileAnotherThreadNotifiesLetsGoWhenThatNotificationEnds() async {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: counterReducer, middleware: [gate.middleware()])
        var witness: Witness? = Witness()
        weak let watched = witness
        let token = store.subscribe(to: \.self) { [witness] _ in witness?.touch() }
        witness = nil
        await gate.hold(store)
        store.unsubscribe(token)
        await gate.release()
        #expect(watched == nil)
        #expect(store.subscriberCount == 0)
    }

    @Test func aCapturedObjectWhoseDeinitDispatchesIsReleasedOutsideTheLock() {
        final class Farewell: Sendable {
            let store: Store<Int>
            init(store: Store<Int>) { self.store = store }
            func touch() {}
            deinit { store.dispatch(CounterAction.reset(to: 99)) }
        }
        let store = Store(initialState: 0, reducer: counterReducer)
        var farewell: Farewell? = Farewell(store: store)
        let token = store.subscribe(to: \.self) { [farewell] _ in farewell?.touch() }
        farewell = nil
        store.unsubscribe(token)
        #expect(store.state == 99)
    }

    @Test func aTokenOfAnotherStoreIsIgnored() {
        let first = Store(initialState: 0, reducer: counterReducer)
        let second = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        let token = first.subscribe(to: \.self) { seen.append($0) }
        _ = second.subscribe(to: \.self) { _ in }
        second.unsubscribe(token)
        first.dispatch(CounterAction.incremented)
        #expect(seen.values == [0, 1])
        #expect(second.subscriberCount == 1)
    }

    @Test func tokensAreEqualOnlyForTheSameSubscription() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let a = store.subscribe(to: \.self) { _ in }
        let b = store.subscribe(to: \.self) { _ in }
        store.unsubscribe(a)
        store.unsubscribe(b)
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }
}
