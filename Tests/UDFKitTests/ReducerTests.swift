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
}
