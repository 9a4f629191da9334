import AppStorage
import Foundation
import PostgresNIO
import Synchronization

/// Hears other programs' changes to a PostgreSQL database through `LISTEN`/`NOTIFY`, and
/// tells the store: no polling, no wake-up while nothing changes.
///
/// It has a connection of its own, listening on the database's channel from the moment it
/// is created (so a change made while the data loads is still heard). Each write
/// transaction's triggers send one notification whose payload is the writer's id; those of
/// this program's own storage are ignored. The notification arrives on a SwiftNIO
/// event-loop thread, which must never wait for the server, so it only wakes the watcher's
/// own thread, which calls `onChange` (a reload, which blocks on the server). As on SQLite,
/// a pause twice as long as the reload (2 to 20 ms) follows it, so that a program writing
/// without a pause cannot keep the store's lock, and the person's keys, waiting.
///
/// If the listening connection cannot be made, the store still works, without live
/// changes, and nothing is reported: the data connection already said whether the server
/// is reachable.
final class NotificationWatcher: ChangeWatching, Sendable {
    private let connection: BlockingConnection?
    private let ignoring: String
    private let onChange: @Sendable () -> Void
    /// Whether a notification came since the thread last looked, whether to stop, whether
    /// the thread runs.
    private let state = Mutex<(pending: Bool, stopping: Bool, running: Bool)>((false, false, false))
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(location: PostgresLocation, channel: String, ignoring writer: String, onChange: @escaping @Sendable () -> Void) {
        ignoring = writer
        self.onChange = onChange
        connection = try? BlockingConnection(location)
        guard let listener = connection?.underlying else { return }
        listener.addListener(channel: channel) { [weak self] _, notification in
            guard let self, notification.payload != self.ignoring else { return }
            self.state.withLock { $0.pending = true }
            self.wake.signal()
        }
        // Queued after the listener's own LISTEN: once this returns, notifications are heard.
        let quoted = "\"" + channel.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        _ = try? connection?.query(PostgresQuery(unsafeSQL: "LISTEN \(quoted)"))
    }

    func start() {
        let started = state.withLock { state in
            defer { state.running = true }
            return !state.running && !state.stopping
        }
        guard started else { return }
        let thread = Thread { [self] in run() }
        thread.name = "udf-tui postgres watcher"
        thread.start()
    }

    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopping = true; state.running = false }
            return state.running
        }
        if wasRunning {
            wake.signal()
            finished.wait()
        }
        connection?.close()
    }

    private func run() {
        defer { finished.signal() }
        let clock = ContinuousClock()
        while true {
            wake.wait()
            let (pending, stopping) = state.withLock { state in
                defer { state.pending = false }
                return (state.pending, state.stopping)
            }
            if stopping { return }
            guard pending else { continue }
            let reload = clock.measure { onChange() }
            let pause = min(Duration.milliseconds(20), max(Duration.milliseconds(2), reload * 2))
            if wake.wait(timeout: .now() + .nanoseconds(Int(pause.components.attoseconds / 1_000_000_000) + Int(pause.components.seconds) * 1_000_000_000)) == .success {
                wake.signal()    // what woke it is handled on the next turn
            }
        }
    }

    deinit {
        stop()
    }
}
