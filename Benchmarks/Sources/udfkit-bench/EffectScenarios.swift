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

    /// `dispatch` through one middleware that passes every action on.
    static var middlewareNoop: Scenario { Scenario(
        name: "middleware_noop", operations: 1_000_000,
        udfkit: {
            let passThrough = Middleware<Int> { _, action, next in next(action) }
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick), middleware: [passThrough])
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineStore(0, reducer: tick)
            let passThrough: @Sendable (Tick, (Tick) -> Void) -> Void = { action, next in next(action) }
            return { for _ in 0..<1_000_000 { passThrough(.incremented) { store.dispatch($0) } } }
        }
    ) }
}
