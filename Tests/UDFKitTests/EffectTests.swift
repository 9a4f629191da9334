import Testing
import UDFKit
import UDFKitTesting

enum SearchAction: Action, Equatable {
    case resultsLoaded([String])
    case failed(String)
}

struct SearchState: Equatable, Sendable {
    var results: [String] = []
    var error: String?
    var failures: [EffectFailed] = []
}

let searchReducer = Reducer<SearchState>.combine(
    Reducer(SearchAction.self) { state, action in
        switch action {
        case .resultsLoaded(let results): state.results = results
        case .failed(let message): state.error = message
        }
    },
    Reducer(EffectFailed.self) { state, failure in state.failures.append(failure) }
)

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

@Suite struct EffectTests {
    @Test func anEffectSendsItsResultsBackAsActions() async {
        let store = Store(initialState: SearchState(), reducer: searchReducer)
        store.dispatch(Effect.run { send in send(SearchAction.resultsLoaded(["a", "b"])) })
        #expect(await eventually { store.state.results == ["a", "b"] })
        #expect(await eventually { store.runningEffectCount == 0 })
    }

    @Test func aFailureComesBackAsAnAction() async {
        let store = Store(initialState: SearchState(), reducer: searchReducer)
        store.dispatch(Effect.run({ _ in throw Offline() }, catch: { SearchAction.failed("\($0)") }))
        store.dispatch(Effect.run(id: "load") { _ in throw Offline() })
        #expect(await eventually { store.state.error == "offline" && store.state.failures.count == 1 })
        #expect(store.state.failures == [EffectFailed(id: "load", message: "offline")])
    }

    @Test func cancellingAnEffectByIDStopsItWithoutAFailure() async {
        let store = Store(initialState: SearchState(), reducer: searchReducer)
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        store.dispatch(Effect.run(id: "search") { send in
            startedContinuation.yield()
            try await Task.sleep(for: .seconds(60))
            send(SearchAction.resultsLoaded(["too late"]))
        })
        var iterator = started.makeAsyncIterator()
        await iterator.next()
        #expect(store.runningEffectCount == 1)
        store.dispatch(Effect.cancel(id: "search"))
        #expect(store.runningEffectCount == 0)
        #expect(store.state == SearchState())
    }

    @Test func startingAnEffectThatCancelsInFlightReplacesTheRunningOneWithItsID() async {
        let store = Store(initialState: SearchState(), reducer: searchReducer)
        store.dispatch(Effect.run(id: "search") { send in
            try await Task.sleep(for: .seconds(60))
            send(SearchAction.resultsLoaded(["stale"]))
        })
        store.dispatch(Effect.run(id: "search", cancelInFlight: true) { send in send(SearchAction.resultsLoaded(["fresh"])) })
        #expect(await eventually { store.state.results == ["fresh"] && store.runningEffectCount == 0 })
    }

    @Test func withoutBeingAskedAnEffectLeavesTheRunningOneWithItsIDAlone() async {
        let store = Store(initialState: SearchState(), reducer: searchReducer)
        store.dispatch(Effect.run(id: "search") { _ in try await Task.sleep(for: .seconds(60)) })
        store.dispatch(Effect.run(id: "search") { send in send(SearchAction.resultsLoaded(["second"])) })
        #expect(await eventually { store.state.results == ["second"] && store.runningEffectCount == 1 })
        store.cancelEffects(id: "search")
        #expect(store.runningEffectCount == 0)
    }

    @Test func middlewareCanStartEffects() async {
        let loader = Middleware<SearchState> { context, action, next in
            guard action is LogAction else { return next(action) }
            context.run(.run { send in send(SearchAction.resultsLoaded(["from middleware"])) })
        }
        let store = Store(initialState: SearchState(), reducer: searchReducer, middleware: [loader])
        store.dispatch(LogAction.noted("load"))
        #expect(await eventually { store.state.results == ["from middleware"] })
    }
}
