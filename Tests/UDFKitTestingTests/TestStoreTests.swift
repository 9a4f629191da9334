import Testing
import UDFKit
import UDFKitTesting

@Suite struct TestStoreTests {
    @Test func sendChecksTheStateChangeItDescribes() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        await store.send(CounterAction.incremented) { $0.count = 1 }
        await store.send(CounterAction.incremented) { $0.count = 2 }
        #expect(store.state == Counter(count: 2, label: "clicks"))
    }

    @Test func actionsDispatchedByMiddlewareAreReceivedInOrder() async {
        let store = TestStore(initialState: Counter(count: 5), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
        await store.send(CounterAction.resetRequested)
        await store.receive(CounterAction.resetConfirmed) { $0.count = 0 }
    }

    @Test func anEffectThatSleepsIsDrivenByTheTestClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter(), reducer: counterReducer, middleware: [counterMiddleware(clock: clock)])
        await store.send(CounterAction.incrementScheduled) { $0.label = "waiting" }
        await clock.advance(by: .milliseconds(999))
        #expect(store.state.count == 0)
        await clock.advance(by: .milliseconds(1))
        await store.receive(CounterAction.incremented) { $0.count = 1 }
        await store.finish()
    }

    @Test func aTimerEffectTicksOncePerSecondOfTestClockTime() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter(), reducer: counterReducer, middleware: [counterMiddleware(clock: clock)])
        await store.send(CounterAction.tickingStarted) { $0.label = "ticking" }
        await clock.advance(by: .seconds(2))
        await store.receive(CounterAction.incremented) { $0.count = 1 }
        await store.receive(CounterAction.incremented) { $0.count = 2 }
        await clock.advance(by: .seconds(1))
        await store.receive(CounterAction.incremented) { $0.count = 3 }
        await store.finish()
    }

    @Test func anEffectSentByTheTestFeedsItsActionsBack() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        await store.send(Effect.run { send in send(CounterAction.incremented) })
        await store.receive(CounterAction.incremented) { $0.count = 1 }
        await store.finish()
    }

    @Test func anActionCanBeReceivedByItsFamilyAndAPredicate() async {
        let store = TestStore(initialState: Counter(count: 3), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
        await store.send(CounterAction.resetRequested)
        await store.receive(CounterAction.self, where: { $0 == .resetConfirmed }) { $0.count = 0 }
    }

    @Test func withExhaustivityOffOnlyWhatIsDescribedIsChecked() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter(count: 3), reducer: counterReducer, middleware: [counterMiddleware(clock: clock)], exhaustivity: .off)
        await store.send(CounterAction.incrementScheduled)
        await store.send(CounterAction.resetRequested)
        await store.send(CounterAction.incremented) { $0.count = 1 }
        #expect(store.state == Counter(count: 1, label: "waiting"))
        await clock.advance(by: .seconds(1))
        await store.receive(CounterAction.incremented) { $0.count = 2 }
    }

    @Test func skippedActionsAndEffectsNeedNoAssertion() async {
        let store = TestStore(initialState: Counter(count: 3), reducer: counterReducer, middleware: [counterMiddleware(clock: TestClock())])
        await store.send(CounterAction.resetRequested)
        store.skipReceivedActions()
        await store.send(CounterAction.incrementScheduled) { $0.label = "waiting" }
        store.skipInFlightEffects()
        #expect(store.runningEffectCount == 0)
    }

    @Test func aFailedEffectIsReceivedByItsID() async {
        struct Offline: Error {}
        let failures = Reducer<Counter>(EffectFailed.self) { counter, failure in
            counter.label = "failed: \(failure.id?.description ?? "?")"
        }
        let store = TestStore(initialState: Counter(), reducer: .combine(counterReducer, failures))
        await store.send(Effect.run(id: "load") { _ in throw Offline() })
        await store.receive(EffectFailed.self, where: { $0.id == "load" }) { $0.label = "failed: load" }
        await store.finish()
    }

    @Test func theTestStoreCanChangeItsExhaustivityMidTest() async {
        let store = TestStore(initialState: Counter(), reducer: counterReducer)
        store.exhaustivity = .off
        await store.send(CounterAction.incrementScheduled)
        store.exhaustivity = .on
        await store.send(CounterAction.incremented) { $0.count = 1 }
        #expect(store.exhaustivity == .on)
    }
}
