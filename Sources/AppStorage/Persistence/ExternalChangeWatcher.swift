import Dispatch
import GRDB
import Synchronization

/// Notices writes made to the database by other programs, by polling `PRAGMA data_version`.
///
/// GRDB's ValueObservation only sees writes made through the same connection; SQLite's
/// `data_version` changes whenever *another* connection commits, and not for this one's own
/// commits, so the store is never told about its own writes. A poll costs a few
/// microseconds; at the default 10 ms a change reaches the store well within 100 ms
/// (plus the time to reload). Polling rather than inotify keeps it portable, and
/// DispatchSource file watching does not exist on Linux.
///
/// ``PersistentStore`` runs one for its own store; a program whose store holds more than an
/// `AppState` (the terminal program's) runs one itself and dispatches
/// ``StorageAction/externalChangeDetected`` to its store:
///
/// ```swift
/// let watcher = ExternalChangeWatcher(database: database, interval: .milliseconds(10)) {
///     store.dispatch(StorageAction.externalChangeDetected)
/// }
/// watcher.start()
/// ```
public final class ExternalChangeWatcher: Sendable {
    private let database: AppDatabase
    private let onChange: @Sendable () -> Void
    private let lastVersion: Mutex<Int?>
    /// The timer. `DispatchSourceTimer` is thread-safe (its methods may be called from any
    /// thread), but it is not declared `Sendable`; that is what makes this safe.
    private nonisolated(unsafe) let timer: any DispatchSourceTimer

    /// Creates a watcher that calls `onChange` after each poll that finds a new version.
    ///
    /// The version is read at once, so that a change made between this call and the
    /// first poll is noticed: create the watcher before loading the data.
    public init(database: AppDatabase, interval: Duration, onChange: @escaping @Sendable () -> Void) {
        self.database = database
        self.onChange = onChange
        self.lastVersion = Mutex(try? database.dataVersion())
        self.timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "udf-tui.watcher"))
        let nanoseconds = Int(interval.components.attoseconds / 1_000_000_000) + Int(interval.components.seconds) * 1_000_000_000
        timer.schedule(deadline: .now(), repeating: .nanoseconds(nanoseconds), leeway: .milliseconds(1))
        timer.setEventHandler { [weak self] in self?.poll() }
    }

    /// Starts polling.
    public func start() {
        timer.activate()
    }

    /// Stops polling; `onChange` is not called after this returns, except by a poll already
    /// under way.
    public func stop() {
        timer.cancel()
        // libdispatch traps when an inactive source is released; activating a cancelled
        // source only lets it finish, and activating an active one does nothing.
        timer.activate()
    }

    func poll() {
        guard let version = try? database.dataVersion() else { return }
        let changed = lastVersion.withLock { last in
            defer { last = version }
            return last != nil && last != version
        }
        if changed { onChange() }
    }

    deinit {
        stop()
    }
}

extension AppDatabase {
    /// SQLite's `PRAGMA data_version` of this connection: it changes when another
    /// connection commits.
    func dataVersion() throws(StorageError) -> Int {
        try perform { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
