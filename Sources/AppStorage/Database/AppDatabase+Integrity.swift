import Dispatch
import Foundation
import GRDB

/// Where the integrity check that precedes the first write to a file stands.
///
/// Corruption in the middle of a file is not seen when it opens, and writing to a file
/// whose free-page list is damaged can damage it further; so before its first write, a
/// file opened for writing passes `PRAGMA quick_check`. The check reads every page (about
/// 100 ms at 100,000 items), so ``AppDatabase/loadData()`` runs it on a second connection
/// while it loads, and only a write that comes first runs it on its own. A passed check is
/// remembered beside the file after each commit (``IntegrityVerdict``), so that the next
/// program finding the file as udf-tui left it need not run it again.
enum IntegrityCheck: Sendable {
    /// Read-only access, or checks turned off.
    case notRequired
    /// Not run yet; the first write or load runs it.
    case pending
    /// The file is sound: the check passed at this time (seconds since 1970), in this
    /// program or, as its remembered verdict says, in an earlier one; or the file was empty.
    case passed(at: Double)
    /// Run, and the file is damaged: every write fails with this error.
    case failed(StorageError)
}

extension AppDatabase {
    /// Runs the quick check now if it is pending, and throws if the file is damaged.
    func checkIntegrityIfPending() throws(StorageError) {
        switch integrity.withLock({ $0 }) {
        case .notRequired, .passed:
            return
        case .failed(let error):
            throw error
        case .pending:
            try record(Self.quickCheck(on: queue, path: path, options: options))
        }
    }

    /// Loads with `load` while the pending check, if any, runs on a second connection.
    func loadCheckingIntegrity<T>(_ load: () throws(StorageError) -> T) throws(StorageError) -> T {
        guard case .pending = integrity.withLock({ $0 }) else { return try load() }
        let (path, options) = (path, options)
        let verdict = Verdict()
        let done = DispatchSemaphore(value: 0)
        // A thread of its own, not a libdispatch global queue: on Linux the first worker of
        // those starts libdispatch's thread-pool monitor, a timer that wakes the process
        // once a second for the rest of its life (swift-corelibs-libdispatch,
        // src/event/workqueue.c), so an idle program would never be idle. The reader is
        // kept for the same reason (`checkReader`).
        Thread.detachNewThread {
            defer { done.signal() }
            verdict.result = Result { () throws(StorageError) in
                var configuration = Configuration()
                configuration.readonly = true
                configuration.busyMode = .timeout(options.boundedBusyTimeout)
                let reader: DatabaseQueue
                do { reader = try DatabaseQueue(path: path, configuration: configuration) } catch {
                    throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
                }
                verdict.reader = reader    // released with the database, never before (see `checkReader`)
                try Self.quickCheck(on: reader, path: path, options: options)
            }
        }
        let loaded = Result { () throws(StorageError) in try load() }
        done.wait()
        checkReader.withLock { $0 = verdict.reader }
        try record(verdict.result ?? .success(()))
        return try loaded.get()
    }

    private func record(_ result: Result<Void, StorageError>) throws(StorageError) {
        switch result {
        case .success:
            let now = options.now()
            integrity.withLock { $0 = .passed(at: now) }
        case .failure(let error):
            if case .damaged = error { integrity.withLock { $0 = .failed(error) } }
            throw error
        }
    }

    private func record(_ body: @autoclosure () throws(StorageError) -> Void) throws(StorageError) {
        try record(Result { () throws(StorageError) in try body() })
    }

    /// Leaves the verdict of this program's passed check beside the file as its commit left
    /// it, unless another connection committed since `dataVersion` was read inside that
    /// commit's transaction (`PRAGMA data_version` moves with every other connection's
    /// commit): the files are read before the version is read again, so a verdict never
    /// covers a commit it did not see.
    func rememberVerdict(ifNoOtherCommitSince dataVersion: Int?) {
        guard case .passed(let checkedAt) = integrity.withLock({ $0 }), let dataVersion,
              let files = FileStamps(of: path),
              (try? queue.writeWithoutTransaction(Self.dataVersion)) == dataVersion
        else { return }
        IntegrityVerdict(checkedAt: checkedAt, files: files).remember(for: path)
    }

    /// SQLite's `PRAGMA data_version` on this connection.
    static func dataVersion(_ db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "PRAGMA data_version")
    }

    /// `PRAGMA quick_check` on a connection; throws ``StorageError/damaged(path:detail:)``.
    static func quickCheck(on queue: DatabaseQueue, path: String, options: Options) throws(StorageError) {
        let problems: [String]
        do {
            problems = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check").filter { $0 != "ok" } }
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
        }
        if let first = problems.first { throw .damaged(path: path, detail: StorageError.firstLine(first)) }
    }
}

/// The result of the check running on another thread, and its connection, read after the
/// semaphore's `wait()`.
private final class Verdict: @unchecked Sendable {
    // Safe: written once by the checking thread before it signals the semaphore, read by
    // the loading thread only after `wait()` returns, which orders the two.
    var result: Result<Void, StorageError>?
    var reader: DatabaseQueue?
}
