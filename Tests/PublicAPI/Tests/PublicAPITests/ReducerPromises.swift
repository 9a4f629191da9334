import Synchronization
import Testing
import UDFKit

/// A state whose part is reached through a computed property that counts its uses.
struct Counted: Sendable {
    static let uses = Atomic<Int>(0)
    var stored = 0
    var part: Int {
        get { Counted.uses.add(1, ordering: .relaxed); return stored }
        set { Counted.uses.add(1, ordering: .relaxed); stored = newValue }
    }
}

/// The promises of `Reducer`'s composition: lift, combine, forEach, afterEveryAction.
@Suite struct ReducerPromises {
    @Test func anActionTheChildDoesNotHandleNeverTouchesTheLiftedKeyPath() {
        var state = Counted()
        let lifted = Reducer<Counted>.lift(\.part, tally)
        let before = Counted.uses.load(ordering: .relaxed)
        lifted.reduce(&state, Note.written("not the child's"))
        #expect(Counted.uses.load(ordering: .relaxed) == before)
        lifted.reduce(&state, Tally.added(2))
        #expect(state.stored == 2)
    }

    @Test func combinedReducersRunInTheOrderGivenForEveryAction() {
        let doubler = Reducer<Int>(Tally.self) { total, _ in total *= 2 }
        var total = 1
        Reducer.combine(tally, doubler).reduce(&total, Tally.added(2))
        #expect(total == 6)
    }

    @Test func forEachAppliesTheActionToTheElementWithThatIDAndAnUnknownIDChangesNothing() {
        struct Counter: Identifiable, Equatable, Sendable {
            var id: String
            var total: Int
        }
        let counter = Reducer<Counter>.lift(\.total, tally)
        let totals = Reducer<IdentifiedList<Counter>>.forEach(\.self, action: Tally.self, counter)
        var state: IdentifiedList<Counter> = [Counter(id: "a", total: 1), Counter(id: "b", total: 1)]
        totals.reduce(&state, ElementAction(id: "b", action: Tally.added(5)))
        totals.reduce(&state, ElementAction(id: "z", action: Tally.added(5)))
        #expect(state == [Counter(id: "a", total: 1), Counter(id: "b", total: 6)])
    }

    @Test func handlesSaysWhichFamiliesChangeTheState() {
        #expect(board.handles(Tally.self))
        #expect(board.handles(Note.self))
        #expect(!board.handles(RouteAction<Int>.self))
    }

    @Test func aRuleAfterEveryActionRunsForEveryFamilyInAStoreButHandlesNone() {
        // The rule: the total never goes above 10, whichever action raised it.
        let capped = Reducer<Int>.afterEveryAction { total in total = min(total, 10) }
        let store = Store(initialState: 0, reducer: .combine(tally, capped), unhandledActions: UnhandledActionReporter { _ in })
        store.dispatch(Tally.added(7))
        store.dispatch(Tally.added(7))
        #expect(store.state == 10)
        #expect(!capped.handles(Tally.self))
    }
}
