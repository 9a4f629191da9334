import Dispatch
import UDFKit

/// Holds a store busy on another thread, at a known point, until the test lets it go: a
/// middleware that waits at a gate for one marked action. No sleeps: each side waits on a
/// semaphore the other signals.
final class Gate: Sendable {
    enum Hold: Action { case here }

    private let entered = DispatchSemaphore(value: 0)
    private let opened = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Put it first among the store's middleware. It keeps ``Hold`` from the reducers.
    func middleware<State>() -> Middleware<State> {
        Middleware { _, action, next in
            guard action is Hold else { return next(action) }
            self.entered.signal()
            self.opened.wait()
        }
    }

    /// Dispatches ``Hold/here`` on another thread and returns once that thread is held.
    func hold<State>(_ store: Store<State>) {
        DispatchQueue.global().async {
            store.dispatch(Hold.here)
            self.finished.signal()
        }
        entered.wait()
    }

    /// Lets the held thread go on, and waits until its dispatch has returned.
    func release() {
        opened.signal()
        finished.wait()
    }
}

/// An object whose lifetime the tests watch through a weak reference.
final class Witness: Sendable {
    func touch() {}
}
