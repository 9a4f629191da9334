import Testing
import UDFKit

@Suite struct ReducerTests {
    @Test func aReducerAppliesItsOwnFamilyAndIgnoresOthers() {
        var count = 5
        counterReducer.reduce(&count, CounterAction.incremented)
        counterReducer.reduce(&count, LogAction.noted("not mine"))
        #expect(count == 6)
        #expect(counterReducer.handles(CounterAction.self))
        #expect(!counterReducer.handles(LogAction.self))
    }

    @Test func combinedReducersRunInTheOrderGiven() {
        let first = Reducer<[String]>(LogAction.self) { log, _ in log.append("first") }
        let second = Reducer<[String]>(LogAction.self) { log, _ in log.append("second") }
        var log: [String] = []
        Reducer.combine(first, second).reduce(&log, LogAction.noted("x"))
        #expect(log == ["first", "second"])
    }

    @Test func liftedReducersChangeOnlyTheirPartOfTheState() {
        let dashboard = Reducer<Dashboard>.combine(
            .lift(\.left, counterReducer),
            .lift(\.log, logReducer)
        )
        var state = Dashboard()
        dashboard.reduce(&state, CounterAction.reset(to: 7))
        dashboard.reduce(&state, LogAction.noted("reset"))
        #expect(state == Dashboard(left: 7, right: 0, log: ["reset"]))
    }

    @Test func forEachAppliesAnElementActionToTheElementWithThatID() {
        let counters = Reducer<IdentifiedList<Counted>>.forEach(\.self, action: CounterAction.self, countedReducer)
        var state: IdentifiedList<Counted> = [Counted(id: "a", count: 1), Counted(id: "b", count: 10)]
        counters.reduce(&state, ElementAction(id: "b", action: CounterAction.incremented))
        counters.reduce(&state, ElementAction(id: "missing", action: CounterAction.incremented))
        counters.reduce(&state, CounterAction.incremented)
        #expect(state == [Counted(id: "a", count: 1), Counted(id: "b", count: 11)])
    }

    @Test func aRuleAfterEveryActionRunsLastForEveryFamilyAndSeesWhatTheOthersLeft() {
        // The rule: the right counter never falls behind the left one.
        let dashboard = Reducer<Dashboard>.combine(
            .lift(\.left, counterReducer),
            .lift(\.log, logReducer),
            .afterEveryAction { state in state.right = max(state.right, state.left) }
        )
        var state = Dashboard()
        dashboard.reduce(&state, CounterAction.reset(to: 4))
        #expect(state.right == 4)
        dashboard.reduce(&state, LogAction.noted("a family the rule does not name"))
        state.left = 9    // changed outside any reducer: the next action of any family restores the rule
        dashboard.reduce(&state, LogAction.noted("again"))
        #expect(state == Dashboard(left: 9, right: 9, log: ["a family the rule does not name", "again"]))
    }

    @Test func aRuleDoesNotHandleActionsSoAnUnhandledOneIsStillReported() {
        let rule = Reducer<Dashboard>.afterEveryAction { $0.right += 1 }
        #expect(!rule.handles(CounterAction.self))
        let reports = Recorder<String>()
        let store = reportingStore(Dashboard(), .combine(.lift(\.left, counterReducer), rule), into: reports)
        store.dispatch(LogAction.noted("no reducer handles me"))
        store.dispatch(CounterAction.incremented)
        #expect(store.state.right == 2)    // the rule ran for both
        #expect(reports.values == ["noted(\"no reducer handles me\")"])
    }
}
