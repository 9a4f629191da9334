import Testing
import UDFKit

/// Dispatches `times` increments from each of `tasks` concurrent tasks.
func incrementFromTasks(_ tasks: Int, times: Int, _ store: Store<Int>) async {
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<tasks {
            group.addTask {
                for _ in 0..<times { store.dispatch(CounterAction.incremented) }
            }
        }
    }
}

@Suite struct ConcurrencyTests {
    @Test func eightTasksDispatchingConcurrentlyLoseNoAction() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let tasks = 8
        let perTask = 100_000
        await incrementFromTasks(tasks, times: perTask, store)
        #expect(store.state == tasks * perTask)
    }

    @Test func concurrentDispatchWithSubscribersDeliversEveryStateOnceAndInOrder() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        _ = store.subscribe(to: \.self) { seen.append($0) }
        await incrementFromTasks(8, times: 5_000, store)
        #expect(store.state == 40_000)
        #expect(seen.values == Array(0...40_000))
    }

    @Test func subscribersAddedFromOtherThreadsGetTheirFirstValueInOrder() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let recorders = (0..<8).map { _ in Recorder<Int>() }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for _ in 0..<20_000 { store.dispatch(CounterAction.incremented) }
            }
            for recorder in recorders {
                group.addTask { _ = store.subscribe(to: \.self) { recorder.append($0) } }
            }
        }
        for recorder in recorders {
            let values = recorder.values
            #expect(values.last == 20_000)
            #expect(values == Array((values.first ?? 0)...20_000))
        }
    }
}

@Suite struct ConcurrencyThroughMiddlewareTests {
    @Test func concurrentDispatchThroughMiddlewareDeliversEveryStateOnceAndInOrder() async {
        let passOn = Middleware<Int> { _, action, next in next(action) }
        let store = Store(initialState: 0, reducer: counterReducer, middleware: [passOn])
        let seen = Recorder<Int>()
        _ = store.subscribe(to: \.self) { seen.append($0) }
        await incrementFromTasks(8, times: 2_000, store)
        #expect(store.state == 16_000)
        #expect(seen.values == Array(0...16_000))
    }

    @Test func aSubscriberThatDispatchesWhileOtherThreadsDispatchLosesNothing() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let echoes = Recorder<Int>()
        _ = store.subscribe(to: \.self) { [weak store] count in
            if count % 100 == 0 {
                echoes.append(count)
                store?.dispatch(CounterAction.incremented)
            }
        }
        await incrementFromTasks(4, times: 5_000, store)
        // Every increment and every echo (one more increment) applied.
        #expect(store.state == 20_000 + echoes.values.count)
    }
}
