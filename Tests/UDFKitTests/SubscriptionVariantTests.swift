import Testing
import UDFKit

@Suite struct SubscriptionVariantTests {
    @Test func aCustomEqualityDecidesWhatIsARepeat() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let tens = Recorder<Int>()
        store.subscribe(\.self, skipRepeats: { old, new in old / 10 == new / 10 }) { tens.append($0) }
        for value in [3, 9, 12, 15, 30, 2] {
            store.dispatch(CounterAction.reset(to: value))
        }
        #expect(tens.values == [0, 12, 30, 2])
    }

    @Test func aCustomEqualityWorksForSelectionsThatAreNotEquatable() {
        struct Reading: Sendable { var value: Int }
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        store.subscribe({ Reading(value: $0 / 2) }, skipRepeats: { $0.value == $1.value }) { seen.append($0.value) }
        for _ in 0..<4 { store.dispatch(CounterAction.incremented) }
        #expect(seen.values == [0, 1, 2])
    }

    @Test func afterEveryActionDeliversRepeatsToo() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        store.subscribe(afterEveryAction: { $0 }) { seen.append($0) }
        store.dispatch(CounterAction.reset(to: 0))
        store.dispatch(CounterAction.reset(to: 0))
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
            store.subscribe(\.self, owner: label) { label, count in label.show(count) }
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
            store.subscribe({ $0.left }, owner: owner) { _, _ in }
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
        let token = store.subscribe(\.self, owner: owner) { _, count in seen.append(count) }
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
        store.subscribe(path) { fromVariable.append($0) }
        store.subscribe(\.left) { fromLiteral.append($0) }
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.reset(to: 1))
        #expect(fromVariable.values == [0, 1])
        #expect(fromLiteral.values == [0, 1])
    }

    @available(*, deprecated)
    @Test func theDeprecatedUnfilteredNameStillWorks() {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        store.subscribe(unfiltered: { $0 }) { seen.append($0) }
        store.dispatch(CounterAction.reset(to: 0))
        #expect(seen.values == [0, 0])
    }
}
