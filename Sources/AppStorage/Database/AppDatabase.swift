import Foundation
import GRDB
import Synchronization

/// udf-tui's SQLite database: one connection, in WAL mode with `synchronous = FULL`, whose
/// schema is checked and migrated when it opens.
///
/// Open it with ``open(at:access:options:)``, load the state with ``loadData()``, and let a
/// ``Persistence`` middleware write every change. A file that is not a udf-tui database,
/// that a newer version wrote, or that is damaged is refused with a ``StorageError`` before
/// anything is written to it.
///
/// ```swift
/// let database = try AppDatabase.open(at: DatabaseLocation.defaultPath())
/// let data = try database.loadData()
/// ```
///
/// ## Topics
/// - ``open(at:access:options:)``
/// - ``loadData()``
/// - ``check(thorough:)``
public final class AppDatabase: Sendable {
    /// Whether the database may be written.
    public enum Access: Sendable {
        /// Reads and writes; a missing file is created (its folder must exist).
        case readWrite
        /// Reads only; a missing file is an error and nothing is ever written.
        case readOnly
    }

    /// How the database is opened.
    public struct Options: Sendable {
        /// How long to wait for another program that holds the database, in seconds; used
        /// between 0 and an hour (a value outside, or not a number, is brought within).
        public var busyTimeout: Double = 2
        /// Whether opening for writing runs `PRAGMA quick_check` first, so that a damaged
        /// file is refused before anything is written to it. A check that passed is
        /// remembered beside the file for a day, as long as the file stays as udf-tui left it
        /// (``IntegrityVerdict``).
        public var checksIntegrityBeforeWriting = true
        /// A limit on the database size in pages; tests use it to simulate a full disk.
        var maximumPageCount: Int?
        /// The time, in seconds since 1970, against which a remembered check's age is read;
        /// tests fix it.
        var now: @Sendable () -> Double = { Date().timeIntervalSince1970 }

        /// The default options: a 2-second busy timeout and a quick check before writing.
        public init(busyTimeout: Double = 2, checksIntegrityBeforeWriting: Bool = true) {
            self.busyTimeout = busyTimeout
            self.checksIntegrityBeforeWriting = checksIntegrityBeforeWriting
        }

        /// ``busyTimeout`` within 0 seconds and an hour: SQLite takes whole milliseconds in
        /// an `Int32`, and GRDB traps on a value that does not fit.
        var boundedBusyTimeout: Double {
            busyTimeout.isNaN ? 2 : min(max(busyTimeout, 0), 3_600)
        }
    }

    /// The path of the database file.
    public let path: String
    /// Whether the database may be written.
    public let access: Access
    /// The options it was opened with.
    public let options: Options
    /// The connection. GRDB serialises every use of it.
    let queue: DatabaseQueue
    /// Whether the file had no schema when it was opened read-only (an empty file).
    let isEmptyReadOnly: Bool
    /// The columns reads find: the current schema's, or an older one's in a file opened
    /// read-only, which is read as it is rather than migrated.
    let shape: StoredShape
    /// Where the integrity check that must precede the first write stands.
    let integrity: Mutex<IntegrityCheck>
    /// The point of the ``ChangeLog`` the last loaded data is at, kept up to date by this
    /// connection's own writes; nil when unknown (a full reload is then needed).
    let syncPoint = Mutex<SyncPoint?>(nil)
    /// The read-only connection the integrity check ran on, kept until this database goes.
    /// Releasing a GRDB connection disposes its dispatch queue, which on Linux starts a
    /// libdispatch worker, and the first worker starts libdispatch's pool monitor: a timer
    /// that wakes the process once a second for the rest of its life.
    let checkReader = Mutex<DatabaseQueue?>(nil)
    /// Whether the file is linked to a sync server (its writes fill the outbox), as last
    /// seen; nil before the first look (`AppDatabase+Sync.swift`).
    let syncLinked = Mutex<Bool?>(nil)

    init(
        path: String, access: Access, options: Options, queue: DatabaseQueue, isEmptyReadOnly: Bool, shape: StoredShape,
        integrity: IntegrityCheck
    ) {
        self.path = path
        self.access = access
        self.options = options
        self.queue = queue
        self.isEmptyReadOnly = isEmptyReadOnly
        self.shape = shape
        self.integrity = Mutex(integrity)
    }

    /// Runs `body` on the connection and turns any error into a ``StorageError``.
    func perform<T>(_ body: (Database) throws -> T) throws(StorageError) -> T {
        do {
            return try queue.writeWithoutTransaction(body)
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
        }
    }

    /// Runs `body` in one IMMEDIATE transaction, committed if it returns and rolled back if
    /// it throws; any error becomes a ``StorageError``.
    ///
    /// The transaction also trims the ``ChangeLog`` and moves the ``syncPoint`` past this
    /// write when the data was at the sync point before it (if another program wrote in
    /// between, the sync point is forgotten, so the next reload reads everything).
    func transaction(_ body: (Database) throws -> Void) throws(StorageError) {
        guard access == .readWrite else { throw .readOnly(path: path) }
        try checkIntegrityIfPending()
        let known = syncPoint.withLock { $0 }
        var after: SyncPoint?
        var dataVersion: Int?
        do {
            try queue.inTransaction(.immediate) { db in
                let before = try ChangeLog.lastSequence(db)
                try body(db)
                try ChangeLog.prune(db)
                after = known?.sequence == before ? try SyncPoint.read(db) : nil
                dataVersion = try Self.dataVersion(db)
                return .commit
            }
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
        }
        syncPoint.withLock { $0 = after }
        rememberVerdict(ifNoOtherCommitSince: dataVersion)
    }

    /// Closes the connection (the integrity check's first, so that this one is the last
    /// connection of this program to the file, which tidies the WAL); later uses fail.
    /// Closing twice does nothing.
    public func close() {
        closeCheckReader()
        // The last connection to close folds the -wal into the file: a verdict that stands
        // for the file now (this program's or another's) is carried over to the file so.
        let carries = access == .readWrite && options.checksIntegrityBeforeWriting
        let verdict = carries ? IntegrityVerdict.standing(for: path, now: options.now()) : nil
        try? queue.close()
        if let verdict, let files = FileStamps(of: path), files != verdict.files {
            IntegrityVerdict(checkedAt: verdict.checkedAt, files: files).remember(for: path)
        }
    }

    /// The check's connection goes before the main one, whatever order Swift releases the
    /// stored properties in: a read-only connection closed last leaves the WAL as it is.
    deinit {
        closeCheckReader()
    }

    private func closeCheckReader() {
        let reader = checkReader.withLock { reader in
            defer { reader = nil }
            return reader
        }
        try? reader?.close()
    }
}
