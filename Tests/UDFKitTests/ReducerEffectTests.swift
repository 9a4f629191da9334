import Foundation
import Synchronization
import Testing
import UDFKit
import UDFKitTesting

/// Reducers return the work that follows an action (TCA's `Effect`, Elm's `Cmd`): the store
/// runs it, its actions come back in the one order, composition merges it, and a test store
/// asserts it exhaustively, with a test clock, counted ids and a fixed date.
@Suite struct ReducerEffectTests {
    struct Ticker: Equatable, Sendable {
        var seconds = 0
        var isRunning = false
    }

    enum TickerAction: Action, Equatable {
        case started, ticked, stopped
    }

    private struct TickID: Hashable, Sendable {}

    static let ticker = Reducer<Ticker>(TickerAction.self) { state, action -> Effect in
        switch action {
        case .started:
            state.isRunning = true
            return .run(id: EffectID(TickID())) { send in
                @Dependency(\.clock) var clock
                while true {
                    try await clock.sleep(for: .seconds(1))
                    send(TickerAction.ticked)
                }
            }
        case .ticked:
            state.seconds += 1
            return .none
        case .stopped:
            state.isRunning = false
            return .cancel(id: EffectID(TickID()))
        }
    }

    @Test func aReducerReturnsAnEffectAndItsActionsComeBackOnTheTestClock() async {
        let store = TestStore(initialState: Ticker(), reducer: Self.ticker)

        await store.send(TickerAction.started) { $0.isRunning = true }
        await store.clock.advance(by: .seconds(1))
        await store.receive(TickerAction.ticked) { $0.seconds = 1 }
        await store.clock.advance(by: .seconds(1))
        await store.receive(TickerAction.ticked) { $0.seconds = 2 }
        await store.send(TickerAction.stopped) { $0.isRunning = false }
        await store.finish()
    }

    @Test func anEffectStillRunningAtTheEndFailsTheTest() async {
        await withKnownIssue {
            let store = TestStore(initialState: Ticker(), reducer: Self.ticker)
            await store.send(TickerAction.started) { $0.isRunning = true }
            await store.finish(timeout: .milliseconds(100))
        }
    }

    enum Greeting: Action, Equatable {
        case asked, said(String)
    }

    @Test func combinedReducersMergeTheirEffectsInOrder() async {
        let first = Reducer<[String]>(Greeting.self) { _, action -> Effect in
            action == .asked ? .send(Greeting.said("first")) : .none
        }
        let second = Reducer<[String]>(Greeting.self) { lines, action -> Effect in
            if case .said(let line) = action { lines.append(line) }
            return action == .asked ? .send(Greeting.said("second")) : .none
        }
        let store = TestStore(initialState: [String](), reducer: .combine(first, second))

        await store.send(Greeting.asked)
        await store.receive(Greeting.said("first")) { $0 = ["first"] }
        await store.receive(Greeting.said("second")) { $0 = ["first", "second"] }
    }

    struct Counter: Identifiable, Equatable, Sendable {
        var id: Int
        var count = 0
    }

    enum CounterAction: Action, Equatable {
        case incrementLater, incremented
    }

    @Test func anElementsEffectSendsItsActionsBackAddressedToIt() async {
        let counter = Reducer<Counter>(CounterAction.self) { counter, action -> Effect in
            switch action {
            case .incrementLater: return .send(CounterAction.incremented)
            case .incremented:
                counter.count += 1
                return .none
            }
        }
        let reducer = Reducer<IdentifiedList<Counter>>.forEach(\.self, action: CounterAction.self, counter)
        let store = TestStore(initialState: IdentifiedList([Counter(id: 1), Counter(id: 2)]), reducer: reducer)

        await store.send(ElementAction(id: 2, action: CounterAction.incrementLater))
        await store.receive(ElementAction(id: 2, action: CounterAction.incremented)) { $0[id: 2]?.count = 1 }
    }

    @Test func aCancelledEffectDeliversNothingEvenWhenItsBodyIgnoresTheCancellation() async {
        let store = Store(initialState: Ticker(), reducer: Self.ticker)
        let gate = StubbornGate()
        store.dispatch(Effect.run(id: "stubborn") { send in
            await gate.wait()    // ignores cancellation
            send(TickerAction.ticked)
            gate.sent()
        })
        #expect(await eventually { gate.isWaiting })

        store.cancelEffects(id: "stubborn")
        gate.open()

        #expect(await eventually { gate.hasSent })
        #expect(store.state == Ticker())
    }

    @Test func anActionSentBeforeTheCancellationButNotYetAppliedIsDropped() async {
        let gate = StubbornGate()
        // While the store is busy with `stopped`, the effect sends (its action waits in the
        // queue); the middleware then cancels the effect, before the queue is drained.
        let canceller = Middleware<Ticker> { context, action, next in
            next(action)
            guard action as? TickerAction == .stopped else { return }
            gate.open()
            let deadline = ContinuousClock.now + .seconds(10)
            while !gate.hasSent, ContinuousClock.now < deadline { usleep(1_000) }
            context.run(.cancel(id: "stubborn"))
        }
        let store = Store(initialState: Ticker(), reducer: Self.ticker, middleware: [canceller])
        let end = StubbornGate()
        store.dispatch(Effect.run(id: "stubborn") { send in
            await gate.wait()
            send(TickerAction.ticked)
            gate.sent()
            await end.wait()    // still running when it is cancelled
        })
        #expect(await eventually { gate.isWaiting })

        await withCheckedContinuation { done in
            Thread.detachNewThread {
                store.dispatch(TickerAction.stopped)
                done.resume()
            }
        }

        #expect(gate.hasSent)
        #expect(store.state == Ticker())
        end.open()
    }

    private struct SearchID: Hashable, Sendable {}
    private struct OtherSearchID: Hashable, Sendable {}

    @Test func idsOfTwoFeaturesNeverCancelEachOtherEvenWithTheSameName() async {
        let store = Store(initialState: Ticker(), reducer: Self.ticker)
        store.dispatch(Effect.run(id: EffectID(SearchID())) { _ in try await Task.sleep(for: .seconds(60)) })
        store.dispatch(Effect.run(id: EffectID(OtherSearchID())) { _ in try await Task.sleep(for: .seconds(60)) })
        store.dispatch(Effect.run(id: "search") { _ in try await Task.sleep(for: .seconds(60)) })
        #expect(EffectID(SearchID()) != EffectID(OtherSearchID()))
        #expect(EffectID("SearchID()") != EffectID(SearchID()))

        store.cancelEffects(id: EffectID(SearchID()))

        #expect(store.runningEffectCount == 2)
        store.cancelAllEffects()
    }

    enum Query: Action, Equatable {
        case typed(String), searched(String)
    }

    static let search = Reducer<[String]>(Query.self) { searches, action -> Effect in
        switch action {
        case .typed(let text):
            return .send(Query.searched(text)).debounce(id: "search", for: .milliseconds(300))
        case .searched(let text):
            searches.append(text)
            return .none
        }
    }

    @Test func aDebouncedEffectRunsOnceTheClockWasQuietLongEnough() async {
        let store = TestStore(initialState: [String](), reducer: Self.search)

        await store.send(Query.typed("s"))
        await store.clock.advance(by: .milliseconds(200))
        await store.send(Query.typed("sw"))
        await store.clock.advance(by: .milliseconds(299))
        await store.send(Query.typed("swift"))
        await store.clock.advance(by: .milliseconds(300))

        await store.receive(Query.searched("swift")) { $0 = ["swift"] }
        await store.finish()
    }

    static func saving(latest: Bool) -> Reducer<[Int]> {
        Reducer<[Int]>(Query.self) { saved, action -> Effect in
            switch action {
            case .typed(let text):
                return .send(Query.searched(text)).throttle(id: "save", for: .seconds(1), latest: latest)
            case .searched(let text):
                saved.append(Int(text) ?? -1)
                return .none
            }
        }
    }

    @Test func aThrottledEffectRunsAtMostOncePerIntervalAndWithLatestTheLastAtItsEnd() async {
        let dropping = TestStore(initialState: [Int](), reducer: Self.saving(latest: false))
        await dropping.send(Query.typed("1"))
        await dropping.receive(Query.searched("1")) { $0 = [1] }
        await dropping.send(Query.typed("2"))
        await dropping.send(Query.typed("3"))
        await dropping.clock.advance(by: .seconds(1))
        await dropping.send(Query.typed("4"))
        await dropping.receive(Query.searched("4")) { $0 = [1, 4] }
        await dropping.clock.advance(by: .seconds(1))
        await dropping.finish()

        let latest = TestStore(initialState: [Int](), reducer: Self.saving(latest: true))
        await latest.send(Query.typed("1"))
        await latest.receive(Query.searched("1")) { $0 = [1] }
        await latest.send(Query.typed("2"))
        await latest.send(Query.typed("3"))
        await latest.clock.advance(by: .seconds(1))
        await latest.receive(Query.searched("3")) { $0 = [1, 3] }
        await latest.clock.advance(by: .seconds(1))
        await latest.finish()
    }
}

/// A body that waits for the test, whatever cancellation says.
final class StubbornGate: Sendable {
    private let state = Mutex<(waiting: Bool, open: Bool, sent: Bool, continuation: CheckedContinuation<Void, Never>?)>((false, false, false, nil))

    var isWaiting: Bool { state.withLock { $0.waiting } }
    var hasSent: Bool { state.withLock { $0.sent } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let resume = state.withLock { state -> Bool in
                state.waiting = true
                if state.open { return true }
                state.continuation = continuation
                return false
            }
            if resume { continuation.resume() }
        }
    }

    func open() {
        let continuation = state.withLock { state in
            state.open = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }

    func sent() {
        state.withLock { $0.sent = true }
    }
}
