import Testing
import UDFKit
import UDFKitTesting

/// The promises of `subscribe`, `unsubscribe`, `SubscriptionToken` and `subscriberCount`.
@Suite struct SubscriptionPromises {
    @Test func aSubscriberHearsTheCurrentValueBeforeSubscribeReturns() {
        let store = Store(initialState: Board(score: 3), reducer: board)
        let seen = Log<Int>()
        _ = store.subscribe(to: \.score) { seen.append($0) }
        #expect(seen.values == [3])
    }

    @Test func repeatsAreSkippedExceptAfterEveryAction() {
        let store = Store(initialState: Board(), reducer: board)
        let skipping = Log<Int>()
        let everyAction = Log<Int>()
        _ = store.subscribe(to: \.score) { skipping.append($0) }
        _ = store.subscribe(afterEveryAction: \.score) { everyAction.append($0) }
        store.dispatch(Note.written("score unchanged"))
        #expect(skipping.values == [0])
        #expect(everyAction.values == [0, 0])
    }

    @Test func unsubscribedFromInsideANotificationASubscriberIsNotCalledLaterInIt() {
        let store = Store(initialState: 0, reducer: tally)
        let seen = Log<String>()
        let later = Log<SubscriptionToken>()
        _ = store.subscribe(to: { $0 }) { [weak store] total in
            if total == 1, let store { later.values.forEach(store.unsubscribe) }
        }
        later.append(store.subscribe(to: { $0 }) { seen.append("later \($0)") })
        store.dispatch(Tally.added(1))
        #expect(seen.values == ["later 0"])
    }

    @Test func unsubscribingTwiceOrWithATokenOfAnotherStoreDoesNothing() {
        let store = Store(initialState: 0, reducer: tally)
        let other = Store(initialState: 0, reducer: tally)
        let token = store.subscribe(to: { $0 }) { _ in }
        _ = other.subscribe(to: { $0 }) { _ in }
        other.unsubscribe(token)
        #expect(store.subscriberCount == 1)
        store.unsubscribe(token)
        store.unsubscribe(token)
        #expect(store.subscriberCount == 0)
        #expect(other.subscriberCount == 1)
    }

    @Test func whenUnsubscribeReturnsTheStoreHoldsNothingTheCallbackCaptured() {
        let store = Store(initialState: 0, reducer: tally)
        var witness: Witness? = Witness()
        weak let watched = witness
        let token = store.subscribe(to: { $0 }) { [witness] _ in witness?.touch() }
        witness = nil
        store.unsubscribe(token)
        #expect(watched == nil)
        withExtendedLifetime(token) {}
    }

    @Test func aTokenKeptByTheObjectItsCallbackCapturesIsNoCycleOnceUnsubscribed() {
        final class Screen: Sendable {
            let token = Log<SubscriptionToken>()
            init(_ store: Store<Int>) { token.append(store.subscribe(to: { $0 }) { _ in self.draw() }) }
            func draw() {}
        }
        let store = Store(initialState: 0, reducer: tally)
        var screen: Screen? = Screen(store)
        weak let watched = screen
        screen?.token.values.forEach(store.unsubscribe)
        screen = nil
        #expect(watched == nil)
    }

    @Test func subscriberCountCountsASubscriberWaitingForItsFirstValueUntilItIsUnsubscribed() {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: tally, middleware: [gate.middleware()])
        gate.hold(store)
        let token = store.subscribe(to: { $0 }) { _ in }
        #expect(store.subscriberCount == 1)
        store.unsubscribe(token)
        #expect(store.subscriberCount == 0)
        gate.release()
        #expect(store.subscriberCount == 0)
    }

    @Test func aSubscriberAddedFromAnotherThreadWhileTheStoreIsBusyGetsTheStateAfterTheCurrentAction() {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: tally, middleware: [gate.middleware()])
        let seen = Log<Int>()
        gate.hold(store)
        store.dispatch(Tally.added(2))
        _ = store.subscribe(to: { $0 }) { seen.append($0) }
        #expect(seen.values == [])
        gate.release()
        #expect(seen.values == [2])
    }

    @Test func aSelectionOfWhatMattersStandsForACustomEquality() {
        let store = Store(initialState: Board(), reducer: board)
        let counts = Log<Int>()
        _ = store.subscribe(to: \.notes.count) { counts.append($0) }
        store.dispatch(Note.written("a"))
        store.dispatch(Tally.added(1))
        #expect(counts.values == [0, 1])
    }

    @Test func afterEveryActionDeliversEqualSelectionsToo() {
        let store = Store(initialState: Board(), reducer: board)
        let seen = Log<Int>()
        _ = store.subscribe(afterEveryAction: { $0.score }) { seen.append($0) }
        store.dispatch(Note.written("a"))
        #expect(seen.values == [0, 0])
    }

    @Test func anOwnerBoundSubscriptionEndsAtTheFirstActionAfterItsOwnerIsGone() {
        final class Label: Sendable {
            let shown = Log<Int>()
        }
        let store = Store(initialState: Board(), reducer: board)
        var label: Label? = Label()
        let shown = label?.shown
        if let label { store.subscribe(to: \.score, owner: label) { label, score in label.shown.append(score) } }
        store.dispatch(Tally.added(1))
        label = nil
        #expect(store.subscriberCount == 1)
        store.dispatch(Note.written("the score is not even selected again"))
        #expect(store.subscriberCount == 0)
        #expect(shown?.values == [0, 1])
    }

    @Test func keyPathsLiteralOrKeptInAVariableSelectAlike() {
        let store = Store(initialState: Board(), reducer: board)
        let path: KeyPath<Board, Int> & Sendable = \.score
        let literal = Log<Int>()
        let variable = Log<Int>()
        _ = store.subscribe(to: \.score) { literal.append($0) }
        _ = store.subscribe(to: { $0[keyPath: path] }) { variable.append($0) }
        store.dispatch(Tally.added(4))
        #expect(literal.values == [0, 4])
        #expect(variable.values == [0, 4])
    }

    @Test func aStreamOfValuesUnsubscribesWhenItsConsumerStops() async {
        let store = Store(initialState: Board(), reducer: board)
        let consumer = Task {
            var seen: [Int] = []
            for await score in store.values(of: \.score) {
                seen.append(score)
                if score == 2 { break }
            }
            return seen
        }
        #expect(await eventually { store.subscriberCount == 1 })
        store.dispatch(Tally.added(1))
        store.dispatch(Note.written("no change"))
        store.dispatch(Tally.added(1))
        #expect(await consumer.value == [0, 1, 2])
        #expect(await eventually { store.subscriberCount == 0 })
    }

    @Test func aStreamOfStatesStartsWithTheCurrentOneAndHearsEveryAction() async {
        let store = Store(initialState: 5, reducer: tally)
        var states = store.states().makeAsyncIterator()
        #expect(await states.next() == 5)
        store.dispatch(Tally.added(0))
        store.dispatch(Tally.added(1))
        #expect(await states.next() == 5)
        #expect(await states.next() == 6)
    }
}
