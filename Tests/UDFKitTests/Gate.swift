import Foundation
import UDFKit

/// Holds a store busy on another thread, at a known point, until the test lets it go: a
/// middleware that waits at a gate for one marked action. No sleeps, and no thread of the
/// cooperative pool blocked: the held thread is one of its own and waits on a semaphore; the
/// test awaits the signals of that thread.
final class Gate: Sendable {
    enum Hold: Action { case here }

    private let opened = DispatchSemaphore(value: 0)
    private let entered = AsyncStream<Void>.makeStream()
    private let finished = AsyncStream<Void>.makeStream()

    /// Put it first among the store's middleware. It keeps ``Hold`` from the reducers.
    func middleware<State>() -> Middleware<State> {
        Middleware { _, action, next in
            guard action is Hold else { return next(action) }
            self.entered.continuation.yield()
            self.opened.wait()
        }
    }

    /// Dispatches ``Hold/here`` on a thread of its own and returns once that thread is held.
    func hold<State>(_ store: Store<State>) async {
        Thread.detachNewThread {
            store.dispatch(Hold.here)
            self.finished.continuation.yield()
        }
        await Self.next(of: entered.stream)
    }

    /// Lets the held thread go on, and waits until its dispatch has returned.
    func release() async {
        opened.signal()
        await Self.next(of: finished.stream)
    }

    private static func next(of signals: AsyncStream<Void>) async {
        var iterator = signals.makeAsyncIterator()
        await iterator.next()
    }
}

/// An object whose lifetime the tests watch through a weak reference.
final class Witness: Sendable {
    func touch() {}
}
