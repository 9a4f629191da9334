@testable import Counter
import Synchronization
import Testing
import UDFKitDevTools
import UDFKitTesting

@Suite struct CounterTests {
    @Test func eventsChangeTheCount() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(CounterAction.incremented) { $0.count = 1 }
        await store.send(CounterAction.incremented) { $0.count = 2 }
        await store.send(CounterAction.decremented) { $0.count = 1 }
        await store.send(CounterAction.resetToZero) { $0.count = 0 }
    }

    @Test func linesOfInputPrintEachNewCountAndStopAtQ() throws {
        let printed = Mutex<[String]>([])
        try runCounter(lines: ["+", " + ", "x", "0", "0", "q", "+"]) { line in printed.withLock { $0.append(line) } }
        #expect(printed.withLock { $0 } == ["count: 0", "count: 1", "count: 2", "type +, - or 0 (q quits); log, diff N, jump N, skip N, keep N, now", "count: 0"])
    }

    @Test func devToolsLookBackWithoutChangingTheCount() throws {
        let printed = Mutex<[String]>([])
        try runCounter(lines: ["+", "+", "-", "diff 2", "jump 1", "skip 0", "now", "+"]) { line in printed.withLock { $0.append(line) } }
        #expect(printed.withLock { $0 } == [
            "count: 0", "count: 1", "count: 2", "count: 1",
            "count: 2 → 1", "count: 1",
            "showing the state after #1", "count: 2 (past, read-only; `now` returns)",
            "#0 left out", "count: 1 (past, read-only; `now` returns)",
            "back to the present", "count: 1",
            "count: 2",
        ])
    }
}
