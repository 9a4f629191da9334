import Testing
import UDFKit
import UDFKitTesting

struct Offline: Error {}

/// Errors of effects, kept in the state so that tests can see them.
struct Screen: Equatable, Sendable {
    var total = 0
    var failures: [EffectFailed] = []
}

let screen = Reducer<Screen>.combine(
    .lift(\.total, tally),
    Reducer(EffectFailed.self) { screen, failure in screen.failures.append(failure) }
)

/// The promises of `Effect`, `EffectID`, `Send` and `EffectFailed`.
@Suite struct EffectPromises {
    @Test func aFailedEffectWithTheDefaultCatchCarriesItsID() async {
        let store = Store(initialState: Screen(), reducer: screen)
        store.dispatch(Effect.run(id: "load") { _ in throw Offline() })
        #expect(await eventually { store.state.failures.count == 1 })
        #expect(store.state.failures.first?.id == "load")
    }

    @Test func theDocumentedReceiveOfAFailedEffectMatches() async {
        let store = TestStore(initialState: Screen(), reducer: screen)
        await store.send(Effect.run(id: "load") { _ in throw Offline() })
        await store.receive(EffectFailed.self, where: { $0.id == "load" }) {
            $0.failures = [EffectFailed(id: "load", message: "Offline()")]
        }
        await store.finish()
    }

    @Test func aCatchThatReturnsNilDropsTheError() async {
        let store = Store(initialState: Screen(), reducer: screen)
        store.dispatch(Effect.run({ _ in throw Offline() }, catch: { _ in nil }))
        store.dispatch(Effect.run { send in send(Tally.added(1)) })
        #expect(await eventually { store.state.total == 1 && store.runningEffectCount == 0 })
        #expect(store.state.failures == [])
    }

    @Test func aNewEffectReplacesARunningOneWithItsIDOnlyWhenAskedTo() async {
        let store = Store(initialState: Screen(), reducer: screen)
        store.dispatch(Effect.run(id: "slow") { send in
            try await Task.sleep(for: .seconds(60))
            send(Tally.added(100))
        })
        store.dispatch(Effect.run(id: "slow") { send in send(Tally.added(1)) })
        #expect(await eventually { store.state.total == 1 })
        #expect(store.runningEffectCount == 1)
        store.dispatch(Effect.run(id: "slow", cancelInFlight: true) { send in send(Tally.added(2)) })
        #expect(await eventually { store.state.total == 3 && store.runningEffectCount == 0 })
        #expect(store.state.failures == [])
    }

    @Test func aReducerReturnsItsEffectsAndATestStoreReceivesTheirActions() async {
        let reducer = Reducer<Screen>(Tally.self) { screen, tally -> Effect in
            guard case .added(let amount) = tally else { return .none }
            screen.total += amount
            return amount == 1 ? .send(Tally.added(10)) : .none
        }
        let store = TestStore(initialState: Screen(), reducer: reducer)
        await store.send(Tally.added(1)) { $0.total = 1 }
        await store.receive(Tally.added(10)) { $0.total = 11 }
    }

    @Test func effectIDsAreScopedToOneStore() async {
        let first = Store(initialState: Screen(), reducer: screen)
        let second = Store(initialState: Screen(), reducer: screen)
        for store in [first, second] {
            store.dispatch(Effect.run(id: "tick") { _ in try await Task.sleep(for: .seconds(60)) })
        }
        first.dispatch(Effect.cancel(id: "tick"))
        #expect(first.runningEffectCount == 0)
        #expect(second.runningEffectCount == 1)
        second.cancelAllEffects()
        #expect(second.runningEffectCount == 0)
    }

    @Test func effectsNeverReachReducers() async {
        let reached = Log<String>()
        let spy = Reducer<Screen>(Effect.self) { _, _ in reached.append("effect") }
        let store = Store(initialState: Screen(), reducer: .combine(screen, spy))
        store.dispatch(Effect.run { send in send(Tally.added(1)) })
        #expect(await eventually { store.state.total == 1 })
        #expect(reached.values == [])
    }

    @Test func middlewareSeesEffectsAndCanDropThem() async {
        let dropper = Middleware<Screen> { _, action, next in
            if action is Effect { return }
            next(action)
        }
        let store = Store(initialState: Screen(), reducer: screen, middleware: [dropper])
        store.dispatch(Effect.run { send in send(Tally.added(1)) })
        #expect(store.runningEffectCount == 0)
        store.dispatch(Tally.added(2))
        #expect(store.state.total == 2)
    }

    @Test func cancelEffectsCancelsWithoutPassingTheMiddleware() async {
        let seen = Log<String>()
        let spy = Middleware<Screen> { _, action, next in
            seen.append(action is Effect ? "effect" : "\(action)")
            next(action)
        }
        let store = Store(initialState: Screen(), reducer: screen, middleware: [spy])
        store.dispatch(Effect.run(id: "long") { _ in try await Task.sleep(for: .seconds(60)) })
        #expect(store.runningEffectCount == 1)
        store.cancelEffects(id: "long")
        #expect(store.runningEffectCount == 0)
        #expect(seen.values == ["effect"])
        store.dispatch(Effect.cancel(id: "long"))
        #expect(seen.values == ["effect", "effect"])
    }

    @Test func actionsSentAfterTheStoreIsGoneAreDropped() async {
        let (go, resume) = AsyncStream<Void>.makeStream()
        let sent = Log<Bool>()
        var store: Store<Screen>? = Store(initialState: Screen(), reducer: screen)
        store?.dispatch(Effect.run { send in
            for await _ in go { break }
            send(Tally.added(1))
            sent.append(true)
        })
        weak let watched = store
        store = nil
        #expect(watched == nil)
        resume.yield()
        #expect(await eventually { sent.values == [true] })
    }
}
