import Testing
import UDFKit
import UDFKitTesting

/// Each failure a TestStore reports, proven to be reported: `withKnownIssue` fails the test
/// if no issue is recorded, and the matcher checks the message and the line.
@Suite struct TestStoreFailureTests {
    @Test func aWrongExpectationFailsWithADiffOfTheWholeStateAtTheLineOfTheSend() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        let line = #line + 2
        await withKnownIssue {
            await store.send(CounterAction.incremented) { $0.count = 2 }
        } matching: { issue in
            issue.sourceLocation?.line == line && text(of: issue) == """
                The state after send(CounterAction.incremented) is not the one described (Expected: -, Actual: +)
                  Counter(
                -   count: 2,
                +   count: 1,
                    label: "clicks"
                  )
                """
        }
    }

    @Test func aChangeTheTestDidNotDescribeFails() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        await withKnownIssue {
            await store.send(CounterAction.incremented)
        } matching: { issue in
            text(of: issue).hasPrefix("send(CounterAction.incremented) changed the state, but no change was described")
        }
    }

    @Test func sendingBeforeReceivingAFedBackActionFails() async {
        let store = TestStore(initialState: Counter(count: 2), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
        await store.send(CounterAction.resetRequested)
        await withKnownIssue {
            await store.send(CounterAction.incremented) { $0.count = 1 }
        } matching: { issue in
            text(of: issue) == """
                1 received action(s) must be asserted with receive before send(CounterAction.incremented):
                  • CounterAction.resetConfirmed
                """
        }
    }

    @Test func receivingAnotherActionThanTheOneExpectedFails() async {
        let store = TestStore(initialState: Counter(count: 2), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
        await store.send(CounterAction.resetRequested)
        await withKnownIssue {
            await store.receive(CounterAction.incremented)
        } matching: { issue in
            text(of: issue).hasPrefix("Received CounterAction.resetConfirmed instead of CounterAction.incremented (Expected: -, Actual: +)\n-")
        }
    }

    @Test func receivingWhenNothingArrivesFailsAfterTheTimeout() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        await withKnownIssue {
            await store.receive(CounterAction.incremented, timeout: .milliseconds(20))
        } matching: { issue in
            text(of: issue) == "Expected to receive CounterAction.incremented, but no such action arrived within 0.02 seconds"
        }
    }

    @Test func aDescribedChangeThatIsWrongFailsEvenWithExhaustivityOff() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer, exhaustivity: .off)
        await withKnownIssue {
            await store.send(CounterAction.incremented) { $0.label = "taps" }
        } matching: { issue in
            text(of: issue).contains("-   label: \"taps\"\n+   label: \"clicks\"")
        }
    }

    @Test func anExpectationThatThrowsIsReported() async {
        struct Unexpected: Error {}
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        await withKnownIssue {
            await store.send(CounterAction.incremented) { _ in throw Unexpected() }
        } matching: { issue in
            text(of: issue) == "The expected change after send(CounterAction.incremented) threw"
        }
    }

    @Test func anEffectStillRunningAtFinishFails() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())], timeout: .milliseconds(20))
        await store.send(CounterAction.incrementScheduled) { $0.label = "waiting" }
        let line = #line + 2
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line && text(of: issue).hasPrefix("1 effect(s) still running at the end of the test")
        }
        #expect(store.runningEffectCount == 0)
    }

    @Test func anEffectStillRunningWhenTheStoreIsReleasedFailsAtItsCreation() async {
        let line = #line + 2
        await withKnownIssue {
            let store = TestStore(
                initialState: Counter(), reducer: counterReducer,
                middleware: [counterMiddleware(clock: TestClock())], timeout: .milliseconds(20)
            )
            await store.send(CounterAction.incrementScheduled) { $0.label = "waiting" }
        } matching: { issue in
            issue.sourceLocation?.line == line && text(of: issue).hasPrefix("1 effect(s) still running")
        }
    }

    @Test func aReceivedActionNeverAssertedFailsAtTheEnd() async {
        await withKnownIssue {
            let store = TestStore(initialState: Counter(count: 1), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
            await store.send(CounterAction.resetRequested)
        } matching: { issue in
            text(of: issue) == "1 received action(s) were not asserted with receive:\n  • CounterAction.resetConfirmed"
        }
    }

    @Test func expectNoDiffFailsWithADiff() {
        let line = #line + 2
        withKnownIssue {
            expectNoDiff(Counter(count: 1), Counter(count: 2), "Counters differ")
        } matching: { issue in
            issue.sourceLocation?.line == line && text(of: issue).contains("-   count: 2,\n+   count: 1,")
        }
    }

    @Test func expectNoDiffIsQuietForEqualValues() {
        expectNoDiff(Counter(count: 1), Counter(count: 1))
    }
}
