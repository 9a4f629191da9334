import Dispatch
import Synchronization
import UDFKit

/// A counter, the smallest state worth a store.
enum Tally: Action, Equatable {
    case added(Int)
    case cleared
}

let tally = Reducer<Int>(Tally.self) { total, action in
    switch action {
    case .added(let amount): total += amount
    case .cleared: total = 0
    }
}

/// A state with two parts, for lifting and for selections that do not change.
struct Board: Equatable, Sendable {
    var score = 0
    var notes: [String] = []
}

enum Note: Action, Equatable {
    case written(String)
}

let board = Reducer<Board>.combine(
    .lift(\.score, tally),
    Reducer(Note.self) { board, note in
        switch note {
        case .written(let text): board.notes.append(text)
        }
    }
)

/// A list that callbacks on any thread append to.
final class Log<Value: Sendable>: Sendable {
    private let entries = Mutex<[Value]>([])
    func append(_ value: Value) { entries.withLock { $0.append(value) } }
    var values: [Value] { entries.withLock { $0 } }
}

/// An object whose lifetime a test watches through a weak reference.
final class Witness: Sendable {
    func touch() {}
}

/// A store reporter that writes unhandled actions down instead of printing them.
func recording(into log: Log<String>) -> UnhandledActionReporter {
    UnhandledActionReporter { log.append("\($0)") }
}

/// Holds a store busy on another thread until released: a middleware that waits at a gate
/// for one marked action, which it keeps from the reducers. Semaphores, no sleeps.
final class Gate: Sendable {
    enum Hold: Action { case here }

    private let entered = DispatchSemaphore(value: 0)
    private let opened = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    func middleware<State>() -> Middleware<State> {
        Middleware { _, action, next in
            guard action is Hold else { return next(action) }
            self.entered.signal()
            self.opened.wait()
        }
    }

    func hold<State>(_ store: Store<State>) {
        DispatchQueue.global().async {
            store.dispatch(Hold.here)
            self.finished.signal()
        }
        entered.wait()
    }

    func release() {
        opened.signal()
        finished.wait()
    }
}
