import UDFKit

/// A counter, the smallest state worth a store.
enum CounterAction: Action, Equatable {
    case incremented
    case decremented
    case reset(to: Int)
}

let counterReducer = Reducer<Int>(CounterAction.self) { count, action in
    switch action {
    case .incremented: count += 1
    case .decremented: count -= 1
    case .reset(let value): count = value
    }
}

/// A counter with a name, for lists of counters.
struct Counted: Identifiable, Equatable, Sendable {
    var id: String
    var count: Int
}

let countedReducer = Reducer<Counted>(CounterAction.self) { counted, action in
    counterReducer.reduce(&counted.count, action)
}

/// Two counters and a log, to test lifting and composition.
struct Dashboard: Equatable, Sendable {
    var left = 0
    var right = 0
    var log: [String] = []
}

enum LogAction: Action, Equatable {
    case noted(String)
}

let logReducer = Reducer<[String]>(LogAction.self) { log, action in
    switch action {
    case .noted(let line): log.append(line)
    }
}

/// A thread-safe list for recording what callbacks saw.
final class Recorder<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    func append(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}

import Synchronization

/// `Mutex` in a class, so that closures can share it.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
}
