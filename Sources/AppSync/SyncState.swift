import AppStorage
import Foundation
import Synchronization

/// Where a background sync stands, in the words of the status bar (docs/sync.md, *In the
/// full-screen program*): "synced", "3 waiting", "no answer for 16 s, 3 waiting",
/// "offline since 17:32 (…), 3 waiting", "refused since 17:32: …", with ", 2 conflicts" after.
///
/// ```swift
/// SyncState(counts: SyncCounts(waiting: 3, conflicts: 0), oldestWaiting: fiveSecondsAgo).text(now: .now)    // "3 waiting"
/// ```
package struct SyncState: Equatable, Sendable {
    /// What stops the sync, since when.
    package struct Problem: Equatable, Sendable {
        /// Whether the server cannot be reached (or does not answer), rather than refusing.
        package var offline: Bool
        /// Why, in a few words.
        package var reason: String
        /// Since when the sync has failed.
        package var since: Date

        /// The problem `error` is, or nil for one the next try gets past (the file was busy,
        /// or changed under the sync).
        package init?(_ error: StorageError, since: Date) {
            switch error {
            case .unreachable(_, let detail): (offline, reason) = (true, Self.gist(detail))
            case .failed(_, let detail): (offline, reason) = (false, Self.gist(detail))
            case .changedElsewhere, .locked, .lockedWhileReading: return nil
            default: (offline, reason) = (false, Self.gist(error.message))
            }
            self.since = since
        }

        /// The first clause of `detail` (up to " (" or ": "), at most 40 characters: what fits
        /// the status bar beside a message ("permission denied for table item").
        static func gist(_ detail: String) -> String {
            var text = Substring(detail)
            for separator in [" (", ": "] {
                if let range = text.range(of: separator) { text = text[..<range.lowerBound] }
            }
            return text.count > 40 ? text.prefix(39) + "…" : String(text)
        }
    }

    /// How long an action may wait, or a sync wait for the server, before the words say so:
    /// a working server takes milliseconds.
    package static let patience: TimeInterval = 2

    /// The file's outbox and conflicts, if it could be read.
    package var counts: SyncCounts?
    /// When the oldest action waiting was made.
    package var oldestWaiting: Date?
    /// What stopped the last sync, if anything did.
    package var problem: Problem?
    /// Since when a sync under way has waited for the server, if one has.
    package var waitingForServerSince: Date?

    package init(counts: SyncCounts? = nil, oldestWaiting: Date? = nil, problem: Problem? = nil, waitingForServerSince: Date? = nil) {
        self.counts = counts
        self.oldestWaiting = oldestWaiting
        self.problem = problem
        self.waitingForServerSince = waitingForServerSince
    }

    /// The words at `now`.
    package func text(now: Date) -> String {
        var parts: [String] = []
        var stuck = false
        if let problem {
            let when = Self.clock.string(from: problem.since)
            parts.append(problem.offline ? "offline since \(when) (\(problem.reason))" : "refused since \(when): \(problem.reason)")
            stuck = true
        } else if let since = waitingForServerSince, now.timeIntervalSince(since) > Self.patience {
            parts.append("no answer for \(Int(now.timeIntervalSince(since))) s")
            stuck = true
        }
        if let waiting = counts?.waiting, waiting > 0,
           stuck || oldestWaiting.map({ now.timeIntervalSince($0) > Self.patience }) ?? false {
            parts.append("\(waiting) waiting")
        }
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

/// The background sync's words, kept true from two threads: the sync's, which says when a
/// sync begins and how it ended, and a watch that, while a sync waits on a silent server,
/// reads the file's outbox each second and says how long it has waited.
final class SyncReporter: Sendable {
    private struct Current {
        var state = SyncState()
        var shown: String?
        var onState: (@Sendable (String) -> Void)?
    }

    private let current = Mutex(Current())
    private let tick = DispatchSemaphore(value: 0)

    /// Who hears the words.
    var onState: (@Sendable (String) -> Void)? {
        get { current.withLock { $0.onState } }
        set { current.withLock { $0.onState = newValue } }
    }

    /// Since when the sync has failed, if it has.
    var problemSince: Date? { current.withLock { $0.state.problem?.since } }

    /// A sync began: the watch starts counting.
    func began(at now: Date) {
        current.withLock { $0.state.waitingForServerSince = now }
        tick.signal()
    }

    /// A sync ended, with `problem` or none, and the file's outbox read after it.
    func ended(problem: SyncState.Problem?, counts: SyncCounts?, oldestWaiting: Date?) {
        publish { state in
            state.waitingForServerSince = nil
            state.problem = problem
            if let counts { state.counts = counts }
            state.oldestWaiting = oldestWaiting
        }
    }

    /// Ends ``watch(file:until:)``'s wait at once.
    func wake() {
        tick.signal()
    }

    /// Until `stopped`: while a sync is under way, each second, and once it has waited on the
    /// server past ``SyncState/patience``, reads the file's outbox (a read-only connection of
    /// its own) and says so. Between syncs it sleeps until the next begins.
    func watch(file: String, until stopped: borrowing Atomic<Bool>) {
        var reader: AppDatabase?
        while !stopped.load(ordering: .acquiring) {
            if current.withLock({ $0.state.waitingForServerSince }) == nil {
                tick.wait()
                continue
            }
            _ = tick.wait(timeout: .now() + 1)
            guard let since = current.withLock({ $0.state.waitingForServerSince }),
                  Date().timeIntervalSince(since) > SyncState.patience else { continue }
            reader = reader ?? (try? AppDatabase.open(at: file, access: .readOnly))
            let counts = try? reader?.syncCounts()
            let oldest = try? reader?.oldestWaiting()
            publish { state in
                if let counts { state.counts = counts }
                state.oldestWaiting = oldest
            }
        }
        reader?.close()
    }

    private func publish(_ change: (inout SyncState) -> Void) {
        let (text, listener): (String?, (@Sendable (String) -> Void)?) = current.withLock { current in
            change(&current.state)
            let text = current.state.text(now: Date())
            guard text != current.shown else { return (nil, nil) }
            current.shown = text
            return (text, current.onState)
        }
        if let text { listener?(text) }
    }
}
