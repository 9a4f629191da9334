// Counter: the smallest UDFKit app. One state, one action family, one reducer, one store,
// one subscriber that prints. Type +, - or 0 and return; q or end of input quits.
//
//   $ swift run --package-path Examples Counter
//   count: 0
//   +
//   count: 1

import UDFKit

/// Everything the app knows.
struct CounterState: Equatable, Sendable {
    var count = 0
}

/// Everything that can happen to it, named as events.
enum CounterAction: Action, Equatable {
    case incremented
    case decremented
    case resetToZero
}

/// How each event changes the state: one exhaustive switch.
let counterReducer = Reducer<CounterState>(CounterAction.self) { state, action in
    switch action {
    case .incremented: state.count += 1
    case .decremented: state.count -= 1
    case .resetToZero: state.count = 0
    }
}

/// The action a line of input stands for, if any.
func action(for line: String) -> CounterAction? {
    switch line.trimmingWhitespace() {
    case "+": .incremented
    case "-": .decremented
    case "0": .resetToZero
    default: nil
    }
}

/// Runs the app over lines of input, printing every new count with `print`.
///
/// The store calls the subscriber at once with the current count, then after each action
/// that changes it (repeats are skipped because `Int` is `Equatable`).
func runCounter(lines: some Sequence<String>, print: @escaping @Sendable (String) -> Void) {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let token = store.subscribe(\.count) { count in print("count: \(count)") }
    defer { store.unsubscribe(token) }
    for line in lines {
        if line.trimmingWhitespace() == "q" { break }
        guard let action = action(for: line) else {
            print("type +, - or 0 (q quits)")
            continue
        }
        store.dispatch(action)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

@main
enum CounterApp {
    static func main() {
        runCounter(lines: AnyIterator { readLine() }) { Swift.print($0) }
    }
}
