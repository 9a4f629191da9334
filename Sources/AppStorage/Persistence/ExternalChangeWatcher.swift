import Foundation
import GRDB
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices writes made to the database by other programs, and tells the store.
///
/// On Linux it sleeps in `poll(2)` on an inotify watch of the database's folder: a commit by
/// any program writes the file or its `-wal`, which wakes it at once; it then reads SQLite's
/// `PRAGMA data_version`, which changes only when *another* connection committed, so the
/// store is never told about its own writes. With nothing happening it never wakes, where the
/// old 10 ms poll woke 100 times a second. Where inotify is not available (macOS, or the
/// system's limit of watches is reached) it polls every `fallbackInterval` instead.
///
/// Two rules keep it honest under load:
/// - A commit's last write to the `-wal` comes just before SQLite publishes the commit (in
///   shared memory, which inotify cannot see), so a version read on that wake-up can still be
///   the old one: after the file went quiet it reads the version again, ``rechecks`` after
///   the last write (5 ms, then up to 1 s: on a loaded machine the writer may be descheduled
///   between the two for longer than a few milliseconds, and the change would otherwise
///   wait for the next write).
/// - `onChange` (a reload, under the store's lock) is followed by a pause twice as long as it
///   took (2 to 20 ms) before the next one, so that a program writing without a pause cannot
///   keep the store busy and the person's keys waiting: the lock is free between reloads,
///   and a change is never later than one pause.
///
/// GRDB's `ValueObservation` does not see other processes' writes, and `DispatchSource`
/// file watching does not exist on Linux; hence inotify.
///
/// ```swift
/// let watcher = ExternalChangeWatcher(database: database) { store.dispatch(StorageAction.externalChangeDetected) }
/// watcher.start()
/// // … at exit
/// watcher.stop()
/// ```
public final class ExternalChangeWatcher: Sendable {
    private let database: AppDatabase
    private let onChange: @Sendable () -> Void
    private let lastVersion: Mutex<Int?>
    private let fallbackInterval: Duration
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = Mutex<Bool>(true)
    private let running = Mutex<Bool>(false)
    /// How many times the watcher's thread woke up: what idle costs.
    public let wakeUps = Atomic<Int>(0)

    /// Creates a watcher that calls `onChange` (on its own thread) after each commit by
    /// another program.
    ///
    /// The version is read at once, so that a change made between this call and `start()`
    /// is noticed: create the watcher before loading the data.
    public init(database: AppDatabase, fallbackInterval: Duration = .milliseconds(100), onChange: @escaping @Sendable () -> Void) {
        self.database = database
        self.onChange = onChange
        self.fallbackInterval = fallbackInterval
        lastVersion = Mutex(try? database.dataVersion())
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        stopPipe = (ends[0], ends[1])
    }

    /// Starts watching on a thread of its own. A commit by another program from the moment
    /// the watcher was created on is noticed.
    public func start() {
        finished.withLock { $0 = false }
        running.withLock { $0 = true }
        // The watch exists before this returns, so that no later write goes unheard.
        let watch = FolderWatch(file: database.path)
        let thread = Thread { [self] in run(watch) }
        thread.name = "udf-tui watcher"
        thread.start()
    }

    /// Stops watching; `onChange` is not called after this returns. Safe to call twice.
    public func stop() {
        guard running.withLock({ running in defer { running = false }; return running }) else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        while !finished.withLock({ $0 }) { usleep(200) }    // the thread ends within one poll
    }

    /// Reads the version now, and calls `onChange` if another connection committed since;
    /// whether it did.
    @discardableResult
    func poll() -> Bool {
        guard let version = try? database.dataVersion() else { return false }
        let changed = lastVersion.withLock { last in
            defer { last = version }
            return last != nil && last != version
        }
        if changed { onChange() }
        return changed
    }

    /// How long the file must be quiet after a write before the version is read again.
    public static let settle: Duration = .milliseconds(5)
    /// When the version is read again after the last write, each after the one before it:
    /// the first at ``settle``, the last a second after the write.
    static let rechecks: [Duration] = [settle, .milliseconds(45), .milliseconds(200), .milliseconds(750)]
    /// The shortest pause after `onChange`, however quick it was.
    static let shortestPause: Duration = .milliseconds(2)
    /// The longest: any pause lets a waiting key in, and a longer one would only delay the
    /// next change.
    static let longestPause: Duration = .milliseconds(20)

    private func run(_ watch: FolderWatch?) {
        defer {
            watch?.close()
            finished.withLock { $0 = true }
        }
        let clock = ContinuousClock()
        // The next of `rechecks` to wait for since the last write, or nil once they are all
        // read (then only a write wakes it); a write between `init` and `start` is read at once.
        var recheck: Int? = 0
        while true {
            let timeout = watch == nil ? fallbackInterval : recheck.map { Self.rechecks[$0] }
            let woke = wait(for: watch, timeout: timeout)
            wakeUps.add(1, ordering: .relaxed)
            switch woke {
            case .stopped:
                return
            case .interrupted:
                continue
            case .fileEvent:
                guard let watch, watch.drainConcernsFile() else { continue }
                recheck = 0
            case .timedOut:
                recheck = recheck.flatMap { $0 + 1 < Self.rechecks.count ? $0 + 1 : nil }
            }
            let start = clock.now
            guard poll() else { continue }
            // Let the store breathe: keys wait on its lock while `onChange` reloads.
            let pause = min(Self.longestPause, max(Self.shortestPause, (clock.now - start) * 2))
            if wait(for: nil, timeout: pause) == .stopped { return }
            recheck = 0
        }
    }

    private enum Wake { case stopped, fileEvent, timedOut, interrupted }

    /// Sleeps until `stop()`, an event of `watch` (when given) or the end of `timeout`
    /// (never, when nil).
    private func wait(for watch: FolderWatch?, timeout: Duration?) -> Wake {
        var descriptors = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: watch?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        let milliseconds = timeout.map { Int32(clamping: $0.components.seconds * 1_000 + ($0.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000) } ?? -1
        #if canImport(Glibc)
        let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        #else
        let ready = Darwin.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        #endif
        if descriptors[0].revents != 0 { return .stopped }
        if ready < 0 { return .interrupted }
        return ready == 0 ? .timedOut : .fileEvent
    }

    deinit {
        stop()
        close(stopPipe.read)
        close(stopPipe.write)
    }
}

extension AppDatabase {
    /// SQLite's `PRAGMA data_version` of this connection: it changes when another
    /// connection commits.
    func dataVersion() throws(StorageError) -> Int {
        try perform { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
