import Testing
import UDFKit
import UDFKitTesting

/// A middleware written for a counter of its own: it notes each increment in the log with
/// the count it saw before and after the reducers.
let countNoter = Middleware<Int> { context, action, next in
    let before = context.state
    next(action)
    if case .incremented? = action as? CounterAction, let before, let after = context.state {
        context.dispatch(LogAction.noted("\(before)->\(after)"))
    }
}

let dashboardReducer = Reducer<Dashboard>.combine(
    .lift(\.left, counterReducer),
    .lift(\.log, logReducer)
)

@Suite struct MiddlewareTests {
    @Test func aLiftedMiddlewareReadsItsPartAndDispatchesIntoTheWholeStore() {
        let store = Store(initialState: Dashboard(), reducer: dashboardReducer, middleware: [.lift(\.left, countNoter)])
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.incremented)
        #expect(store.state == Dashboard(left: 2, right: 0, log: ["0->1", "1->2"]))
    }

    @Test func aLiftedMiddlewareSeesEveryActionAndCanReplaceOrDropThem() {
        let seen = Recorder<String>()
        let resetter = Middleware<Int> { context, action, next in
            seen.append("\(action) at \(context.state ?? -1)")
            switch action as? CounterAction {
            case .incremented: next(CounterAction.reset(to: 10))
            case .decremented: return
            default: next(action)
            }
        }
        let store = Store(initialState: Dashboard(), reducer: dashboardReducer, middleware: [.lift(\.left, resetter)])
        store.dispatch(CounterAction.incremented)
        store.dispatch(CounterAction.decremented)
        store.dispatch(LogAction.noted("x"))
        #expect(store.state == Dashboard(left: 10, right: 0, log: ["x"]))
        #expect(seen.values == ["incremented at 0", "decremented at 10", "noted(\"x\") at 10"])
    }

    @Test func liftsNestAndTheirStateReaderReadsThePart() {
        struct Outer: Equatable, Sendable { var dashboard = Dashboard() }
        let readers = Locked<[@Sendable () -> Int?]>([])
        let keeper = Middleware<Int> { context, action, next in
            next(action)
            let reader = context.stateReader()
            readers.withLock { $0.append(reader) }
        }
        var store: Store<Outer>? = Store(
            initialState: Outer(),
            reducer: .lift(\.dashboard, dashboardReducer),
            middleware: [.lift(\.dashboard, .lift(\.left, keeper))]
        )
        store?.dispatch(CounterAction.reset(to: 7))
        let read = readers.withLock { $0[0] }
        #expect(read() == 7)
        store = nil
        #expect(read() == nil)
    }

    @Test func aLiftedMiddlewareCanStartEffects() async {
        let loader = Middleware<[String]> { context, action, next in
            next(action)
            if case .noted("load")? = action as? LogAction {
                context.run(.run { send in send(LogAction.noted("loaded")) })
            }
        }
        let store = Store(initialState: Dashboard(), reducer: dashboardReducer, middleware: [.lift(\.log, loader)])
        store.dispatch(LogAction.noted("load"))
        #expect(await eventually { store.state.log == ["load", "loaded"] })
    }

    @Test func aContextKeptPastItsStoreReadsNilAndDispatchesNothing() {
        let kept = Locked<[MiddlewareContext<Int>]>([])
        let keeper = Middleware<Int> { context, action, next in
            kept.withLock { $0.append(context) }
            next(action)
        }
        var store: Store<Int>? = Store(initialState: 0, reducer: counterReducer, middleware: [keeper, .lift(\.self, keeper)])
        store?.dispatch(CounterAction.incremented)
        #expect(kept.withLock { $0.map(\.state) } == [1, 1])
        store = nil
        for context in kept.withLock({ $0 }) {
            #expect(context.state == nil)
            #expect(context.stateReader()() == nil)
            context.dispatch(CounterAction.incremented)
            context.run(.run { _ in })
        }
    }

    @Test func aContextDoesNotKeepItsStoreAlive() {
        let kept = Locked<MiddlewareContext<Int>?>(nil)
        let keeper = Middleware<Int> { context, action, next in
            kept.withLock { $0 = context }
            next(action)
        }
        var store: Store<Int>? = Store(initialState: 0, reducer: counterReducer, middleware: [.lift(\.self, keeper)])
        weak let weakStore = store
        store?.dispatch(CounterAction.incremented)
        store = nil
        #expect(weakStore == nil)
    }
}
