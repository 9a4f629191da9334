import Foundation
import Testing
import UDFKit
import UDFKitTesting

struct Counter: Equatable, Sendable, Codable {
    var count = 0
    var label = "clicks"
}

enum CounterAction: Action, Equatable, Codable {
    case incremented
    case resetRequested
    case resetConfirmed
    case incrementScheduled
    case tickingStarted
}

let counterReducer = Reducer<Counter>(CounterAction.self) { counter, action in
    switch action {
    case .incremented: counter.count += 1
    case .resetRequested: break
    case .resetConfirmed: counter.count = 0
    case .incrementScheduled: counter.label = "waiting"
    case .tickingStarted: counter.label = "ticking"
    }
}

/// Confirms every reset request at once, and runs a scheduled increment a second later on `clock`.
func counterMiddleware(clock: TestClock) -> Middleware<Counter> {
    Middleware { context, action, next in
        next(action)
        switch action as? CounterAction {
        case .resetRequested:
            context.dispatch(CounterAction.resetConfirmed)
        case .incrementScheduled:
            context.run(.run(id: "increment") { send in
                try await clock.sleep(for: .seconds(1))
                send(CounterAction.incremented)
            })
        case .tickingStarted:
            context.run(.run(id: "ticks") { send in
                for _ in 0..<3 {
                    try await clock.sleep(for: .seconds(1))
                    send(CounterAction.incremented)
                }
            })
        default:
            break
        }
    }
}

/// The comments of an issue, as one text.
func text(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}
