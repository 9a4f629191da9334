import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves a ``DevTools`` on a Unix domain socket, so that a viewer in another terminal
/// (`udf-tui devtools attach PATH`, or any tool speaking docs/devtools.md's protocol) can
/// read the log, ask for diffs, jump and skip.
///
/// ```swift
/// let server = try DevToolsServer(devTools: devTools, name: "counter")
/// print("devtools at", server.path)     // $XDG_RUNTIME_DIR/udfkit-devtools/counter-4242.sock
/// // … at exit:
/// server.stop()
/// ```
///
/// The socket file has mode 0600; it is never a TCP port. A thread of its own does all the
/// socket work with non-blocking I/O, so the app never waits for a viewer: a slow viewer's
/// output queue is bounded, entries forgotten before it read them are
/// counted and told as `dropped`, and a viewer that vanishes is forgotten. Up to
/// ``maximumViewers`` viewers are served at once, each with its own cursor; one more is told
/// so and closed. A malformed or hostile line gets an error reply and changes nothing.
public final class DevToolsServer<State: Sendable>: Sendable {
    /// The most viewers attached at once.
    public let maximumViewers: Int
    /// The socket's path.
    public let path: String
    let loop: ServerLoop<State>
    private let done = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)

    /// Serves `devTools` at `path`, or at ``DevToolsSocketPath/defaultPath(name:environment:)``.
    ///
    /// - Throws: ``DevToolsSocketError`` when the socket cannot be made (a path too long, a
    ///   folder others can open, another live server there).
    public init(devTools: DevTools<State>, name: String, path: String? = nil, maximumViewers: Int = 4,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(DevToolsSocketError) {
        let path = if let path { path } else { try DevToolsSocketPath.defaultPath(name: name, environment: environment) }
        try DevToolsSocketPath.clear(path)
        self.path = path
        self.maximumViewers = max(1, maximumViewers)
        let listener = try UnixSocket.serve(at: path)
        loop = try ServerLoop(devTools: devTools, name: name, listener: listener, maximumViewers: self.maximumViewers)
        let loop = self.loop, done = self.done
        let thread = Thread { loop.run(); done.signal() }
        thread.start()
    }

    /// How many viewers are attached.
    public var viewerCount: Int { loop.counters.withLock { $0.viewers } }

    /// How many entries were forgotten before a viewer got them, over all viewers.
    public var droppedEntries: Int { loop.counters.withLock { $0.dropped } }

    /// Closes every viewer and the socket, and removes the socket file. Calling it again does
    /// nothing.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        loop.requestStop()
        done.wait()
        unlink(path)
    }

    deinit {
        stop()
    }
}
