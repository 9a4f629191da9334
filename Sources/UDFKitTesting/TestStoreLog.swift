import Synchronization
import UDFKit

/// An action sent by ``TestStore/send(_:_:fileID:filePath:line:column:)``, marked so that the
/// test store can tell it from the actions fed back by effects and middleware.
struct TestSend: Action {
    let serial: Int
    let action: any Action
}

/// Every action a ``TestStore``'s store processed, with the state after it, in order.
final class TestStoreLog<State: Sendable>: Sendable {
    enum Origin: Equatable {
        case sent(serial: Int)
        case received
    }

    struct Entry {
        let origin: Origin
        let action: any Action
        let state: State
    }

    struct Contents {
        let initialState: State
        var entries: [Entry] = []
        /// Entries before this index have been asserted or skipped.
        var handled = 0
        var nextSerial = 0
        /// Whether `finish()` has checked everything since the last send.
        var finished = false

        func state(before index: Int) -> State {
            index == 0 ? initialState : entries[index - 1].state
        }

        /// The indices of the received entries that are not handled yet.
        var unhandledReceived: [Int] {
            entries.indices.dropFirst(handled).filter { entries[$0].origin == .received }
        }
    }

    let contents: Mutex<Contents>

    init(initialState: State) {
        contents = Mutex(Contents(initialState: initialState))
    }

    func withLock<Result>(_ body: (inout Contents) -> Result) -> Result {
        contents.withLock { body(&$0) }
    }

    /// The first middleware of a test store: unwraps sent actions, and after the rest of the
    /// chain and the reducers have run, logs the action with the state it left. Effects fed
    /// back are not logged: they change no state and are not for the test to receive.
    var observer: Middleware<State> {
        Middleware { [self] context, action, next in
            let origin: Origin
            let inner: any Action
            if let sent = action as? TestSend {
                (origin, inner) = (.sent(serial: sent.serial), sent.action)
            } else {
                (origin, inner) = (.received, action)
            }
            next(inner)
            if origin == .received, inner is Effect { return }
            guard let state = context.state else { return }
            withLock { $0.entries.append(Entry(origin: origin, action: inner, state: state)) }
        }
    }
}
