// Counter: the smallest UDFKit app. One state, one action family, one reducer, one store,
// one subscriber that prints. Type +, - or 0 and return; q or end of input quits.
// With devtools switched on, `log`, `diff N`, `jump N`, `skip N`, `keep N` and `now` look
// back in time, and `--devtools` serves them for `udf-tui devtools attach PATH`.
//
//   $ swift run --package-path Examples Counter -- --devtools
//   devtools at /run/user/0/udfkit-devtools/counter-4242.sock
//   count: 0
//   +
//   count: 1

import UDFKit
import UDFKitDevTools

/// Everything the app knows.
struct CounterState: Equatable, Sendable {
    var count = 0
}

/// Everything that can happen to it, named as events.
enum CounterAction: Action, Equatable, Codable {
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
/// that changes it (repeats are skipped because `Int` is `Equatable`). Devtools record every
/// action (the one line that switches them on is the middleware); the devtools commands
/// print the state they show, marked as the past while looking back.
///
/// - Throws: ``ActionRegistryError`` only if the registry of the devtools could not be made.
func runCounter(lines: some Sequence<String>, devTools: DevTools<CounterState>? = nil, print: @escaping @Sendable (String) -> Void) throws {
    let devTools = try devTools ?? counterDevTools()
    let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
    let token = store.subscribe(to: \.count) { count in print("count: \(count)") }
    defer { store.unsubscribe(token) }
    for line in lines {
        let words = line.trimmingWhitespace().split(separator: " ")
        if words.first == "q" { break }
        if let action = action(for: line) {
            store.dispatch(action)
        } else if let reply = devToolsCommand(words, devTools) {
            print(reply)
            print("count: \(devTools.displayedState(present: store.state).count)" + (devTools.isTravelling ? " (past, read-only; `now` returns)" : ""))
        } else {
            print("type +, - or 0 (q quits); log, diff N, jump N, skip N, keep N, now")
        }
    }
}

/// The devtools commands: what they did, in a line, or nil for a line that is not one.
func devToolsCommand(_ words: [Substring], _ devTools: DevTools<CounterState>) -> String? {
    let index = words.count == 2 ? Int(words[1]) : nil
    switch (words.first, index) {
    case ("log", nil): return devTools.entries().suffix(5).map { "#\($0.index) \($0.caseName)\($0.isSkipped ? " (skipped)" : "")" }.joined(separator: "\n")
    case ("diff", let index?): return devTools.changes(at: index).map { $0.map { "\($0.path): \($0.before ?? "—") → \($0.after ?? "—")" }.joined(separator: "\n") } ?? "no action #\(index)"
    case ("jump", let index?): return devTools.jump(to: index) ? "showing the state after #\(index)" : "no action #\(index)"
    case ("skip", let index?): return devTools.setSkipped(index, true) ? "#\(index) left out" : "no action #\(index)"
    case ("keep", let index?): return devTools.setSkipped(index, false) ? "#\(index) back in" : "no action #\(index)"
    case ("now", nil): devTools.returnToPresent(); devTools.clearSkips(); return "back to the present"
    default: return nil
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// The devtools of the counter, its actions named by their family (one family, so the registry
/// has no name to refuse).
func counterDevTools() throws -> DevTools<CounterState> {
    DevTools(reducer: counterReducer, capacity: 1_000, registry: try ActionRegistry([CounterAction.self]))
}

@main
enum CounterApp {
    static func main() throws {
        let devTools = try counterDevTools()
        var server: DevToolsServer<CounterState>?
        if CommandLine.arguments.contains("--devtools") {
            do {
                server = try DevToolsServer(devTools: devTools, name: "counter")
                Swift.print("devtools at \(server?.path ?? "")")
            } catch {
                Swift.print("devtools not served: \(error)")
            }
        }
        try runCounter(lines: AnyIterator { readLine() }, devTools: devTools) { Swift.print($0) }
        server?.stop()
    }
}
