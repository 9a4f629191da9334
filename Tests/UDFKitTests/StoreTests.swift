import Testing
import UDFKit

@Suite struct StoreTests {
    @Test func dispatchAppliesTheActionBeforeReturning() {
        let store = Store(initialState: 0, reducer: counterReducer)
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.incremented)
        #expect(store.state == 2)
    }

    @Test func middlewareRunsInOrderAndCanReplaceOrDropActions() {
        let seen = Recorder<String>()
        let tag = { (name: String) in
            Middleware<Int> { _, action, next in
                seen.append("\(name): \(action)")
                next(action)
            }
        }
        let doubler = Middleware<Int> { _, action, next in
            // Replaces every increment by a reset to twice the count; drops decrements.
            switch action as? CounterAction {
            case .incremented: next(CounterAction.reset(to: 100))
            case .decremented: return
            default: next(action)
            }
        }
        let store = Store(initialState: 1, reducer: counterReducer, middleware: [tag("a"), doubler, tag("b")])
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.decremented)
        #expect(store.state == 100)
        #expect(seen.values == [
            "a: incremented", "b: reset(to: 100)",
            "a: decremented",
        ])
    }

    @Test func middlewareDispatchIsAppliedAfterTheCurrentAction() {
        let order = Recorder<Int>()
        let echo = Middleware<Int> { context, action, next in
            next(action)
            guard let state = context.state else { return }
            order.append(state)
            if case .incremented? = action as? CounterAction, state < 3 {
                context.dispatch(CounterAction.incremented)
                order.append(-(context.state ?? 0))   // still the old state: the follow-up is queued
            }
        }
        let store = Store(initialState: 0, reducer: counterReducer, middleware: [echo])
        store.dispatch(CounterAction.incremented)
        #expect(store.state == 3)
        #expect(order.values == [1, -1, 2, -2, 3])
    }

    @Test func aSubscriberThatDispatchesSeesEveryStateInOrder() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = store.subscribe(to: \.self) { [weak store] value in
            first.append(value)
            if value == 1 { store?.dispatch(CounterAction.reset(to: 10)) }
        }
        _ = store.subscribe(to: \.self) { second.append($0) }
        store.dispatch(CounterAction.incremented)
        #expect(first.values == [0, 1, 10])
        #expect(second.values == [0, 1, 10])
    }

    @Test func skipRepeatsComparesWithWhatThisSubscriberLastReceived() {
        // On first seeing 1, the first subscriber dispatches a step up and a step back down
        // from inside its notification; the second must see 0, 1, 2, 1 — never a duplicate,
        // never a stale value.
        let store = Store(initialState: 0, reducer: counterReducer)
        let firstSeen = Recorder<Int>()
        _ = store.subscribe(to: \.self) { [weak store] value in
            firstSeen.append(value)
            if value == 1, firstSeen.values == [0, 1] {
                store?.dispatch(CounterAction.incremented)
                store?.dispatch(CounterAction.decremented)
            }
        }
        let seen = Recorder<Int>()
        _ = store.subscribe(to: { $0 }) { seen.append($0) }
        store.dispatch(CounterAction.incremented)
        #expect(seen.values == [0, 1, 2, 1])
    }

    @Test func equalSelectionsAreNotDeliveredAgain() {
        let store = Store(initialState: Dashboard(), reducer: .lift(\.right, counterReducer))
        let lefts = Recorder<Int>()
        _ = store.subscribe(to: \.left) { lefts.append($0) }
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.incremented)
        #expect(lefts.values == [0])
    }

    @Test func aSubscriberCanUnsubscribeItselfOrAnotherDuringANotification() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<String>()
        let tokens = Locked<[SubscriptionToken]>([])
        let a = store.subscribe(to: \.self) { value in
            seen.append("a\(value)")
            if value == 1 { tokens.withLock { $0 }.forEach(store.unsubscribe) }
        }
        let b = store.subscribe(to: \.self) { seen.append("b\($0)") }
        tokens.withLock { $0 = [a, b] }
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.incremented)
        #expect(seen.values == ["a0", "b0", "a1"])
        #expect(store.subscriberCount == 0)
    }

    @Test func subscribingFromInsideANotificationDeliversTheCurrentValueAtOnce() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<String>()
        _ = store.subscribe(to: \.self) { [weak store] value in
            seen.append("outer\(value)")
            if value == 1 {
                _ = store?.subscribe(to: \.self) { seen.append("inner\($0)") }
                seen.append("subscribed")
            }
        }
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.incremented)
        #expect(seen.values == ["outer0", "outer1", "inner1", "subscribed", "outer2", "inner2"])
    }

    @Test func unsubscribingManySubscribersKeepsTheOthersInOrder() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        var tokens: [SubscriptionToken] = []
        for index in 0..<100 {
            tokens.append(store.subscribe(afterEveryAction: { $0 }) { _ in seen.append(index) })
        }
        for (index, token) in tokens.enumerated() where index % 3 != 0 {
            store.unsubscribe(token)
            store.unsubscribe(token)
        }
        let before = seen.values.count
        store.dispatch(CounterAction.incremented)
        #expect(Array(seen.values[before...]) == Array(stride(from: 0, to: 100, by: 3)))
        #expect(store.subscriberCount == 34)
    }

    @Test func valuesStreamTheSelectionAndStopWithTheConsumer() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        var iterator = store.values(of: \.self).makeAsyncIterator()
        #expect(await iterator.next() == 0)
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.reset(to: 1))
        store.dispatch(CounterAction.reset(to: 5))
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 5)
    }
}
