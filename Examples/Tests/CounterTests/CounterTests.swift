@testable import Counter
import Synchronization
import Testing
import UDFKitTesting

@Suite struct CounterTests {
    @Test func eventsChangeTheCount() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(CounterAction.incremented) { $0.count = 1 }
        await store.send(CounterAction.incremented) { $0.count = 2 }
        await store.send(CounterAction.decremented) { $0.count = 1 }
        await store.send(CounterAction.resetToZero) { $0.count = 0 }
    }

    @Test func linesOfInputPrintEachNewCountAndStopAtQ() {
        let printed = Mutex<[String]>([])
        runCounter(lines: ["+", " + ", "x", "0", "0", "q", "+"]) { line in printed.withLock { $0.append(line) } }
        #expect(printed.withLock { $0 } == ["count: 0", "count: 1", "count: 2", "type +, - or 0 (q quits)", "count: 0"])
    }
}
