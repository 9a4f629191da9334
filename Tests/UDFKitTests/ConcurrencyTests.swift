import Testing
import UDFKit

@Suite struct ConcurrencyTests {
    @Test func eightTasksDispatchingConcurrentlyLoseNoAction() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let tasks = 8
        let perTask = 100_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<perTask { store.dispatch(CounterAction.incremented) }
                }
            }
        }
        #expect(store.state == tasks * perTask)
    }

    @Test func concurrentDispatchWithSubscribersDeliversEveryStateOnceAndInOrder() async {
        let store = Store(initialState: 0, reducer: counterReducer)
        let seen = Recorder<Int>()
        store.subscribe(\.self) { seen.append($0) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<5_000 { store.dispatch(CounterAction.incremented) }
                }
            }
        }
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
                group.addTask { store.subscribe(\.self) { recorder.append($0) } }
            }
        }
        for recorder in recorders {
            let values = recorder.values
            #expect(values.last == 20_000)
            #expect(values == Array((values.first ?? 0)...20_000))
        }
    }
}
