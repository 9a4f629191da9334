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
/// When the listening connection is lost (the server restarted, the network went away) the
/// thread connects again once a second until the server answers, listens again and then
/// calls `onChange` once, since notifications sent meanwhile were lost. A loss that lasts
/// past the first attempt, and the return after it, are told to the program
/// (`reportConnection(to:)`). The store keeps
/// working meanwhile: its own connection reports a server it cannot reach on each write,
/// and connects again by itself.
final class NotificationWatcher: ChangeWatching, Sendable {
    private let location: PostgresLocation
    private let channel: String
    private let ignoring: String
    private let onChange: @Sendable () -> Void
    private let listener = Mutex<BlockingConnection?>(nil)
    /// Whether a notification came since the thread last looked, whether the listening
    /// connection was lost, whether to stop, whether the thread runs.
    private let state = Mutex<(pending: Bool, lost: Bool, stopping: Bool, running: Bool)>((false, false, false, false))
    /// The server process of the listening connection (for tests that cut it).
    let listenerProcess = Mutex<Int32?>(nil)
    /// Who is told of a connection lost and back, and whether a loss was told.
    private let connectionReport = Mutex<(report: (@Sendable (ConnectionEvent) -> Void)?, toldLost: Bool)>((nil, false))
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(location: PostgresLocation, channel: String, ignoring writer: String, onChange: @escaping @Sendable () -> Void) {
        self.location = location
        self.channel = channel
        ignoring = writer
        self.onChange = onChange
        if !listen() { state.withLock { $0.lost = true } }
    }

    func reportConnection(to report: @escaping @Sendable (ConnectionEvent) -> Void) {
        connectionReport.withLock { $0.report = report }
    }

    /// Tells of a loss once, and of the return only after a loss was told.
    private func tell(_ event: ConnectionEvent) {
        let report = connectionReport.withLock { state -> (@Sendable (ConnectionEvent) -> Void)? in
            guard state.toldLost != (event == .lost) else { return nil }
            state.toldLost = event == .lost
            return state.report
        }
        report?(event)
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
        listener.withLock { $0 }?.close()
    }

    /// Opens the listening connection and listens; whether it could.
    private func listen() -> Bool {
        guard let connection = try? BlockingConnection(location), let underlying = connection.underlying else { return false }
        underlying.addListener(channel: channel) { [weak self] _, notification in
            guard let self, notification.payload != self.ignoring else { return }
            self.signal(pending: true)
        }
        // Queued after the listener's own LISTEN: once this returns, notifications are heard.
        let quoted = "\"" + channel.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        guard (try? connection.query(PostgresQuery(unsafeSQL: "LISTEN \(quoted)"))) != nil else {
            connection.close()
            return false
        }
        underlying.closeFuture.whenComplete { [weak self] _ in self?.signal(lost: true) }
        let process = try? connection.query("SELECT pg_backend_pid()").first?.decode(Int32.self)
        listener.withLock { $0 = connection }
        listenerProcess.withLock { $0 = process }
        return true
    }

    /// Notes a notification or a lost connection, and wakes the thread.
    private func signal(pending: Bool = false, lost: Bool = false) {
        state.withLock { state in
            state.pending = state.pending || pending
            state.lost = state.lost || lost
        }
        wake.signal()
    }

    private func run() {
        defer { finished.signal() }
        let clock = ContinuousClock()
        if state.withLock({ $0.lost }) { wake.signal() }
        while true {
            wake.wait()
            let (pending, lost, stopping) = state.withLock { state in
                defer { state.pending = false }
                return (state.pending, state.lost, state.stopping)
            }
            if stopping { return }
            if lost {
                guard reconnect() else {
                    tell(.lost)
                    if pause(.seconds(1)) { return }
                    wake.signal()
                    continue
                }
            } else if !pending {
                continue
            }
            let reload = clock.measure { onChange() }
            if lost { tell(.restored) }
            if pause(min(.milliseconds(20), max(.milliseconds(2), reload * 2))) { return }
        }
    }

    /// Listens again on a new connection; whether it could. What was sent meanwhile is lost,
    /// so the caller reloads.
    private func reconnect() -> Bool {
        listener.withLock { $0 }?.close()
        guard listen() else { return false }
        state.withLock { $0.lost = false }
        return true
    }

    /// Sleeps for `duration` unless stopped first; whether it was stopped. A notification
    /// that arrives meanwhile is handled after the pause.
    private func pause(_ duration: Duration) -> Bool {
        let nanoseconds = Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
        if wake.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success {
            if state.withLock({ $0.stopping }) { return true }
            wake.signal()    // what woke it is handled on the next turn
        }
        return false
    }

    deinit {
        stop()
    }
}
