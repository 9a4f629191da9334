import Testing
import UDFKit

/// A store whose unhandled actions are written down instead of printed.
func reportingStore<State>(
    _ state: State, _ reducer: Reducer<State>, middleware: [Middleware<State>] = [], into reports: Recorder<String>
) -> Store<State> {
    Store(initialState: state, reducer: reducer, middleware: middleware, unhandledActions: UnhandledActionReporter { action in
        reports.append("\(action)")
    })
}

@Suite struct UnhandledActionTests {
    @Test func anActionNoReducerHandlesIsReportedOncePerType() {
        let reports = Recorder<String>()
        let store = reportingStore(0, counterReducer, into: reports)
        store.dispatch(CounterAction.incremented)
        store.dispatch(LogAction.noted("first"))
        store.dispatch(LogAction.noted("second"))
        store.dispatch(RouteAction<Int>.popped)
        #expect(reports.values == ["noted(\"first\")", "popped"])
        #expect(store.state == 1)
    }

    @Test func anActionThatAMiddlewarePassesOnIsReportedWhenItReachesNoReducer() {
        let reports = Recorder<String>()
        let logger = Middleware<Int> { _, action, next in next(action) }
        let store = reportingStore(0, counterReducer, middleware: [logger], into: reports)
        store.dispatch(LogAction.noted("passed on"))
        #expect(reports.values == ["noted(\"passed on\")"])
    }

    @Test func anActionAMiddlewareDropsOrReplacesIsNotReported() {
        let reports = Recorder<String>()
        let handler = Middleware<Int> { _, action, next in
            switch action as? LogAction {
            case .noted("replace")?: next(CounterAction.incremented)
            case .noted?: return
            case nil: next(action)
            }
        }
        let store = reportingStore(0, counterReducer, middleware: [handler], into: reports)
        store.dispatch(LogAction.noted("drop"))
        store.dispatch(LogAction.noted("replace"))
        #expect(reports.values == [])
        #expect(store.state == 1)
    }

    @Test func liftedCombinedAndElementReducersHandleTheirFamilies() {
        struct Board: Sendable {
            var dashboard = Dashboard()
            var counters: IdentifiedList<Counted> = [Counted(id: "1", count: 0)]
        }
        let reports = Recorder<String>()
        let reducer = Reducer<Board>.combine(
            .lift(\.dashboard, .lift(\.log, logReducer)),
            .forEach(\.counters, action: CounterAction.self, countedReducer)
        )
        let store = reportingStore(Board(), reducer, into: reports)
        store.dispatch(LogAction.noted("kept"))
        store.dispatch(ElementAction(id: "1", action: CounterAction.incremented))
        store.dispatch(Effect.run { _ in })
        store.dispatch(CounterAction.incremented)
        #expect(reports.values == ["incremented"])
    }

    @Test func anActionQueuedByASubscriberIsReportedOnce() {
        let reports = Recorder<String>()
        let store = reportingStore(0, counterReducer, into: reports)
        _ = store.subscribe(to: \.self) { [weak store] count in
            if count == 1 { store?.dispatch(LogAction.noted("from a subscriber")) }
        }
        store.dispatch(CounterAction.incremented)
        #expect(reports.values == ["noted(\"from a subscriber\")"])
    }
}
