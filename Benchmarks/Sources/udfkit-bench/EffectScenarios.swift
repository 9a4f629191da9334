import Dispatch
import UDFKit

/// Effects returned by reducers, and the middleware path, against the same work by hand.
enum EffectScenarios {
    static var all: [Scenario] { [reducerEffect, middlewareNoop] }

    enum Ping: Action { case ping, pong }

    /// A reducer that returns one effect for `ping`, whose task sends `pong` back: the round
    /// trip of an effect. The baseline starts the same task by hand after its reducer.
    static var reducerEffect: Scenario { Scenario(
        name: "reducer_effect", operations: 100_000,
        udfkit: {
            let done = DispatchSemaphore(value: 0)
            let reducer = Reducer<Int>(Ping.self) { pongs, action -> Effect in
                switch action {
                case .ping:
                    return .run { send in send(Ping.pong) }
                case .pong:
                    pongs += 1
                    if pongs % 100_000 == 0 { done.signal() }
                    return .none
                }
            }
            let store = Store(initialState: 0, reducer: reducer)
            return {
                for _ in 0..<100_000 { store.dispatch(Ping.ping) }
                done.wait()
            }
        },
        baseline: {
            let done = DispatchSemaphore(value: 0)
            let store = BaselineStore(0) { (pongs: inout Int, action: Ping) in
                guard action == .pong else { return }
                pongs += 1
                if pongs % 100_000 == 0 { done.signal() }
            }
            return {
                for _ in 0..<100_000 {
                    store.dispatch(.ping)
                    Task { store.dispatch(.pong) }
                }
                done.wait()
            }
        }
    ) }

    /// `dispatch` through one middleware that passes every action on. The baseline is the
    /// hand-written store with the middleware chain a careful engineer writes by hand: an
    /// array of functions, each given the action and the next step.
    static var middlewareNoop: Scenario { Scenario(
        name: "middleware_noop", operations: 1_000_000,
        udfkit: {
            let passThrough = Middleware<Int> { _, action, next in next(action) }
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick), middleware: [passThrough])
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineMiddlewareStore(BaselineStore(0, reducer: tick), middleware: [{ action, next in next(action) }])
            return { for _ in 0..<1_000_000 { store.dispatch(.incremented) } }
        }
    ) }
}

/// The hand-written store with a middleware chain: each middleware gets the action and the
/// rest of the chain, the last step reduces.
final class BaselineMiddlewareStore<State: Sendable, Action>: @unchecked Sendable {
    // @unchecked: immutable, and the inner store is thread-safe.
    let store: BaselineStore<State, Action>
    let middleware: [@Sendable (Action, (Action) -> Void) -> Void]

    init(_ store: BaselineStore<State, Action>, middleware: [@Sendable (Action, (Action) -> Void) -> Void]) {
        self.store = store
        self.middleware = middleware
    }

    func dispatch(_ action: Action) {
        run(from: 0, action)
    }

    private func run(from index: Int, _ action: Action) {
        guard index < middleware.count else { return store.dispatch(action) }
        middleware[index](action) { self.run(from: index + 1, $0) }
    }
}
