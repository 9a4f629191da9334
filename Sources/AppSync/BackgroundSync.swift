import AppStorage
import AppStoragePostgres
import Foundation
import Synchronization

/// Syncs a file with its server on a thread of its own while a program runs (docs/sync.md):
/// at once, after each commit another connection makes to the file (the program's own
/// actions), on each notification from the server, and every second anyway (one query when
/// nothing changed); when the server cannot be reached or refuses, again after 1, 2, 4 … 30 s.
/// No key handler ever waits for it: the program learns the state through `onState`, and
/// the data a pull wrote through `onPulled` (its file watcher sees it too).
///
/// While a sync waits on a server that does not answer, a second thread keeps the words
/// true: past ``SyncState/patience`` they say how long the server has been silent and how
/// many actions wait, read from the file.
///
/// ```swift
/// let sync = BackgroundSync(file: path, url: "postgres://tom@db/udf")
/// sync.start(onState: { text in store.dispatch(UIAction.syncStatusShown(text)) },
///            onPulled: { store.dispatch(StorageAction.externalChangeDetected) })
/// // …
/// sync.stop()
/// ```
package final class BackgroundSync: Sendable {
    private let file: String
    private let url: String
    private let busyTimeout: Double
    private let fallback: Double
    private let wake = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let watchers = Mutex<[any ChangeWatching]>([])
    private let reporter = SyncReporter()

    /// - Parameter fallback: seconds between syncs when nothing says there is something to do.
    package init(file: String, url: String, busyTimeout: Double = 2, fallback: Double = 1) {
        self.file = file
        self.url = url
        self.busyTimeout = busyTimeout
        self.fallback = fallback
    }

    /// Starts the threads; `onState` gets the state's words (``SyncState/text``) each time
    /// they change, and `onPulled` is called after a pull wrote the server's changes into the
    /// file, both on the sync's threads.
    package func start(onState: @escaping @Sendable (String) -> Void, onPulled: @escaping @Sendable () -> Void = {}) {
        reporter.onState = onState
        Thread.detachNewThread { [self] in
            run(onPulled)
            finished.signal()
        }
        Thread.detachNewThread { [self] in reporter.watch(file: file, until: stopped) }
    }

    /// Asks for a sync now.
    package func nudge() {
        wake.signal()
    }

    /// Stops the threads, waiting at most `seconds` for a sync under way.
    package func stop(waiting seconds: Double = 1) {
        stopped.store(true, ordering: .releasing)
        wake.signal()
        reporter.wake()
        _ = finished.wait(timeout: .now() + seconds)
        watchers.withLock { $0.forEach { $0.stop() } }
    }

    private func run(_ onPulled: @Sendable () -> Void) {
        // The file stays open for the thread's life (its watcher reads it); only the server's
        // connection is made again after a failure.
        var local: AppDatabase?
        var synchronizer: Synchronizer?
        var backoff = 1.0
        while !stopped.load(ordering: .acquiring) {
            reporter.began(at: Date())
            var problem: SyncState.Problem?
            do throws(StorageError) {
                let file = if let local { local } else { try openFile() }
                local = file
                let current = if let synchronizer { synchronizer } else { try connect(file) }
                synchronizer = current
                let report = try current.sync()
                if (report.received ?? 0) > 0 { onPulled() }
                backoff = 1
            } catch {
                synchronizer?.server.close()
                synchronizer = nil
                problem = SyncState.Problem(error, since: reporter.problemSince ?? Date())
            }
            reporter.ended(problem: problem, counts: try? local?.syncCounts(), oldestWaiting: try? local?.oldestWaiting())
            _ = wake.wait(timeout: .now() + (problem == nil ? fallback : backoff))
            if problem != nil { backoff = min(backoff * 2, 30) }
        }
        synchronizer?.server.close()
        watchers.withLock { $0.forEach { $0.stop() } }
        local?.close()
    }

    /// Opens the file on a connection of the sync's own, and watches it for the program's commits.
    private func openFile() throws(StorageError) -> AppDatabase {
        let local = try AppDatabase.open(at: file, options: AppDatabase.Options(busyTimeout: busyTimeout))
        watch(local.makeChangeWatcher(fallbackInterval: .seconds(1)) { [wake] in wake.signal() })
        return local
    }

    /// Connects to the server, and listens to it (once: the listener connects again by itself).
    private func connect(_ local: AppDatabase) throws(StorageError) -> Synchronizer {
        let synchronizer = try Synchronizer.open(local: local, url: url)
        if watchers.withLock({ $0.count < 2 }) {
            watch(synchronizer.server.makeChangeWatcher(fallbackInterval: .seconds(1)) { [wake] in wake.signal() })
        }
        return synchronizer
    }

    private func watch(_ watcher: any ChangeWatching) {
        watcher.start()
        watchers.withLock { $0.append(watcher) }
    }
}
