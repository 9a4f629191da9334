import AppStorage
import AppStoragePostgres
import Foundation
import Synchronization

/// Syncs a file with its server on a thread of its own while a program runs (docs/sync.md):
/// at once, after each commit another connection makes to the file (the program's own
/// actions), on each notification from the server, and every second anyway (one query when
/// nothing changed); when the
/// server cannot be reached, again after 1, 2, 4 … 30 s. No key handler ever waits for it:
/// the program's store learns the data it pulls through its own file watcher, and the state
/// through `onState`.
///
/// ```swift
/// let sync = BackgroundSync(file: path, url: "postgres://tom@db/udf")
/// sync.start { text in store.dispatch(UIAction.syncStatusShown(text)) }
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

    /// - Parameter fallback: seconds between syncs when nothing says there is something to do.
    package init(file: String, url: String, busyTimeout: Double = 2, fallback: Double = 1) {
        self.file = file
        self.url = url
        self.busyTimeout = busyTimeout
        self.fallback = fallback
    }

    /// Starts the thread; `onState` gets the state's words (``SyncState/text``) each time
    /// they change, on that thread.
    package func start(onState: @escaping @Sendable (String) -> Void) {
        Thread.detachNewThread { [self] in
            run(onState)
            finished.signal()
        }
    }

    /// Asks for a sync now.
    package func nudge() {
        wake.signal()
    }

    /// Stops the thread, waiting at most `seconds` for a sync under way.
    package func stop(waiting seconds: Double = 1) {
        stopped.store(true, ordering: .releasing)
        wake.signal()
        _ = finished.wait(timeout: .now() + seconds)
        watchers.withLock { $0.forEach { $0.stop() } }
    }

    private func run(_ onState: @Sendable (String) -> Void) {
        // The file stays open for the thread's life (its watcher reads it); only the server's
        // connection is made again after a failure.
        var local: AppDatabase?
        var synchronizer: Synchronizer?
        var offlineSince: Date?
        var backoff = 1.0
        var shown: String?
        while !stopped.load(ordering: .acquiring) {
            let state: SyncState
            do throws(StorageError) {
                let file = if let local { local } else { try openFile() }
                local = file
                let current = if let synchronizer { synchronizer } else { try connect(file) }
                synchronizer = current
                _ = try current.sync()
                offlineSince = nil
                backoff = 1
                state = SyncState(counts: try current.local.syncCounts(), offlineSince: nil)
            } catch {
                synchronizer?.server.close()
                synchronizer = nil
                offlineSince = offlineSince ?? Date()
                state = SyncState(counts: try? local?.syncCounts(), offlineSince: offlineSince)
            }
            if state.text != shown {
                shown = state.text
                onState(state.text)
            }
            _ = wake.wait(timeout: .now() + (offlineSince == nil ? fallback : backoff))
            if offlineSince != nil { backoff = min(backoff * 2, 30) }
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
        let server = try PostgresStorage.open(PostgresLocation(parsing: url))
        do {
            let synchronizer = try Synchronizer(local: local, server: server, name: url)
            if watchers.withLock({ $0.count < 2 }) {
                watch(server.makeChangeWatcher(fallbackInterval: .seconds(1)) { [wake] in wake.signal() })
            }
            return synchronizer
        } catch {
            server.close()
            throw error
        }
    }

    private func watch(_ watcher: any ChangeWatching) {
        watcher.start()
        watchers.withLock { $0.append(watcher) }
    }
}

/// Where a background sync stands, in the words of the status bar.
package struct SyncState: Equatable, Sendable {
    package var counts: SyncCounts?
    package var offlineSince: Date?

    /// "synced", "3 waiting", "offline since 17:32, 3 waiting", with ", 2 conflicts" after.
    package var text: String {
        let waiting = counts.map { $0.waiting > 0 ? "\($0.waiting) waiting" : nil } ?? nil
        var parts: [String] = []
        if let offlineSince { parts.append("offline since " + Self.clock.string(from: offlineSince)) }
        if let waiting { parts.append(waiting) }
        if parts.isEmpty { parts.append("synced") }
        if let conflicts = counts?.conflicts, conflicts > 0 { parts.append(SyncReport.count(conflicts, "conflict")) }
        return parts.joined(separator: ", ")
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()
}
