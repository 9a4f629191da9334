import Testing
import UDFKit

@Suite struct SubscriptionVariantTests {
    @Test func afterEveryActionLetsASelectionThatIsNotEquatableBeFilteredByHand() {
        struct Reading: Sendable { var value: Int }
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        let last = Locked<Int?>(nil)
        let token = store.subscribe(afterEveryAction: { Reading(value: $0 / 2) }) { reading in
            guard last.withLock({ $0 }) != reading.value else { return }
            last.withLock { $0 = reading.value }
            seen.append(reading.value)
        }
        for _ in 0..<4 { store.dispatch(CounterAction.incremented) }
        store.unsubscribe(token)
        #expect(seen.values == [0, 1, 2])
    }

    @Test func afterEveryActionDeliversRepeatsToo() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe(afterEveryAction: { $0 }) { seen.append($0) }
        store.dispatch(CounterAction.reset(to: 0))
        store.dispatch(CounterAction.reset(to: 0))
        store.unsubscribe(token)
        #expect(seen.values == [0, 0, 0])
    }

    @Test func anOwnerBoundSubscriptionPassesTheOwnerAndEndsWithIt() {
        final class Label: Sendable {
            let shown = Recorder<Int>()
            func show(_ value: Int) { shown.append(value) }
        }
        let store = Store(initialState: 0, reducer: counterReducer)
        var label: Label? = Label()
        weak let watched = label
        let shown = label?.shown
        if let label {
            _ = store.subscribe(to: \.self, owner: label) { label, count in label.show(count) }
        }
        store.dispatch(CounterAction.incremented)
        #expect(store.subscriberCount == 1)
        label = nil
        #expect(watched == nil)
        store.dispatch(CounterAction.incremented)
        #expect(store.subscriberCount == 0)
        #expect(shown?.values == [0, 1])
    }

    @Test func anOwnerBoundSubscriptionEndsWithItsOwnerEvenIfTheSelectionNeverChanges() {
        final class Owner: Sendable {}
        let store = Store(initialState: Dashboard(), reducer: .lift(\.right, counterReducer))
        var owner: Owner? = Owner()
        if let owner {
            _ = store.subscribe(to: { $0.left }, owner: owner) { _, _ in }
        }
        owner = nil
        store.dispatch(CounterAction.incremented)
        #expect(store.subscriberCount == 0)
    }

    @Test func anOwnerBoundSubscriptionCanStillBeEndedByItsToken() {
        final class Owner: Sendable {}
        let store = Store(initialState: 0, reducer: counterReducer)
        let owner = Owner()
        let seen = Recorder<Int>()
        let token = store.subscribe(to: \.self, owner: owner) { _, count in seen.append(count) }
        store.unsubscribe(token)
        store.dispatch(CounterAction.incremented)
        #expect(seen.values == [0])
        #expect(store.subscriberCount == 0)
    }

    @Test func aKeyPathKeptInAVariableSelectsAsALiteralDoes() {
        let store = Store(initialState: Dashboard(), reducer: .lift(\.left, counterReducer))
        let path: KeyPath<Dashboard, Int> & Sendable = \.left
        let fromVariable = Recorder<Int>()
        let fromLiteral = Recorder<Int>()
        let tokens = [store.subscribe(to: { $0[keyPath: path] }) { fromVariable.append($0) },
                      store.subscribe(to: \.left) { fromLiteral.append($0) }]
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.reset(to: 1))
        tokens.forEach(store.unsubscribe)
        #expect(fromVariable.values == [0, 1])
        #expect(fromLiteral.values == [0, 1])
    }
}
