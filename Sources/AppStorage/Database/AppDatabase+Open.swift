import Foundation
import GRDB

extension AppDatabase {
    /// Opens the database at `path`, refusing any file it must not touch.
    ///
    /// In order, and before anything is written: the path must not be a folder; the file
    /// must be an SQLite database that is empty or udf-tui's (its `application_id`), whose
    /// migrations this version knows all of; and, for writing, it must be writable. Before
    /// its first write it must also pass `PRAGMA quick_check` (see docs/persistence.md); only
    /// then is it switched to WAL and migrated, if it needs either. Opening read-only never
    /// writes at all.
    ///
    /// ```swift
    /// let database = try AppDatabase.open(at: "/tmp/udf.sqlite")
    /// let reader = try AppDatabase.open(at: path, access: .readOnly)
    /// ```
    ///
    /// - Throws: a ``StorageError`` saying why the file was refused.
    public static func open(at path: String, access: Access = .readWrite, options: Options = Options()) throws(StorageError) -> AppDatabase {
        try FileChecks.check(path, access: access)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration(access: access, options: options))
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
        }
        let schema = try SchemaInspection.inspect(queue, path: path, busyTimeout: options.boundedBusyTimeout)
        let checks = access == .readWrite && options.checksIntegrityBeforeWriting && schema != .empty
        let database = AppDatabase(
            path: path, access: access, options: options, queue: queue,
            isEmptyReadOnly: access == .readOnly && schema == .empty,
            integrity: checks ? .pending : .notRequired
        )
        if access == .readWrite {
            try database.prepareForWriting(schema)
        }
        return database
    }

    /// The connection's settings: a busy timeout, foreign keys and full syncs in WAL mode.
    ///
    /// The page cache keeps SQLite's default size (2 MB). A cache that holds a large
    /// database whole (32 MB) saved about 5 ms on a full reload after another program's
    /// write, but cost more at every start: loading 100,000 items filled 9 MB of fresh
    /// memory, 2,000 page faults, about 15 ms on this machine. (mmap would avoid both
    /// copies, but turns a file truncated under the program into a SIGBUS.)
    private static func configuration(access: Access, options: Options) -> Configuration {
        var configuration = Configuration()
        configuration.label = "udf-tui"
        configuration.readonly = access == .readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(options.boundedBusyTimeout)
        let maximumPageCount = options.maximumPageCount
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            if let maximumPageCount {
                try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
            }
        }
        return configuration
    }

    /// Switches to WAL and migrates if needed: the first writes to the file, so the
    /// integrity check, if one is pending, runs first. A current file in WAL mode needs no
    /// write, and its check can then run while the data loads (see ``loadData()``).
    private func prepareForWriting(_ schema: SchemaInspection) throws(StorageError) {
        let mode = try perform { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
        guard mode.lowercased() != "wal" || schema != .current else { return }
        try checkIntegrityIfPending()
        if mode.lowercased() != "wal" {
            try perform { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        if schema != .current {
            do {
                try AppSchema.migrator.migrate(queue)
            } catch {
                throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
            }
        }
    }
}
