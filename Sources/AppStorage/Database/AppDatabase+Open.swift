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
    /// writes to the database: a file of an older schema is read as it is, each column it
    /// lacks reading as the value its migration would give (``StoredShape``); the `-wal` and `-shm` SQLite makes beside it get their
    /// owner's write bit, as writing needs (``CompanionFiles``).
    ///
    /// ```swift
    /// let database = try AppDatabase.open(at: "/tmp/udf.sqlite")
    /// let reader = try AppDatabase.open(at: path, access: .readOnly)
    /// ```
    ///
    /// - Throws: a ``StorageError`` saying why the file was refused.
    public static func open(at path: String, access: Access = .readWrite, options: Options = Options()) throws(StorageError) -> AppDatabase {
        do {
            return try openChecking(at: path, access: access, options: options)
        } catch {
            throw access == .readOnly ? error.whileReading : error
        }
    }

    private static func openChecking(at path: String, access: Access, options: Options) throws(StorageError) -> AppDatabase {
        try FileChecks.check(path, access: access)
        if access == .readWrite { CompanionFiles.restoreOwnerWrite(beside: path) }
        let checks = access == .readWrite && options.checksIntegrityBeforeWriting
        let verdict = checks ? IntegrityVerdict.standing(for: path, now: options.now()) : nil
        let (queue, schema): (DatabaseQueue, SchemaInspection)
        do {
            (queue, schema) = try connect(to: path, access: access, options: options)
        } catch .readOnly where access == .readOnly {
            // A WAL database in a folder this user cannot write: read it as immutable if exact.
            guard let uri = CompanionFiles.immutableReadURI(for: path) else { throw .readOnly(path: path) }
            (queue, schema) = try connect(to: uri, access: access, options: options, shownAs: path)
        }
        if access == .readOnly { CompanionFiles.restoreOwnerWrite(beside: path) }   // made by that first read
        let database = AppDatabase(
            path: path, access: access, options: options, queue: queue,
            isEmptyReadOnly: access == .readOnly && schema == .empty,
            shape: access == .readOnly ? schema.shape : .current,
            integrity: !checks ? .notRequired
                : schema == .empty ? .passed(at: options.now())    // nothing in it yet to check
                : verdict.map { .passed(at: $0.checkedAt) } ?? .pending
        )
        if access == .readWrite {
            try database.prepareForWriting(schema)
        }
        return database
    }

    /// A connection to `location` (a path or an SQLite URI), and what its schema holds.
    private static func connect(
        to location: String, access: Access, options: Options, shownAs path: String? = nil
    ) throws(StorageError) -> (DatabaseQueue, SchemaInspection) {
        let path = path ?? location
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: location, configuration: configuration(access: access, options: options))
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
        }
        return (queue, try SchemaInspection.inspect(queue, path: path, busyTimeout: options.boundedBusyTimeout))
    }

    /// The connection's settings: a busy timeout, foreign keys and full syncs in WAL mode.
    ///
    /// The page cache starts at SQLite's default size (2 MB) and grows once the data is
    /// loaded (``growPageCache(_:)``).
    private static func configuration(access: Access, options: Options) -> Configuration {
        var configuration = Configuration()
        configuration.label = "udf-tui"
        configuration.readonly = access == .readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(options.boundedBusyTimeout)
        let maximumPageCount = options.maximumPageCount
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // On Darwin a plain fsync leaves commits in the drive's cache; SQLite then flushes
            // with F_FULLFSYNC (the pragma does nothing elsewhere).
            try db.execute(sql: "PRAGMA fullfsync = ON")
            try db.execute(sql: "PRAGMA checkpoint_fullfsync = ON")
            if let maximumPageCount {
                try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
            }
        }
        return configuration
    }

    /// Grows the connection's page cache to 32 MB, which holds a database of 100,000 items
    /// whole, so that later writes and reloads find their pages in memory.
    ///
    /// Not before the first load: reading 100,000 items into a 32 MB cache fills 9 MB of
    /// fresh memory (2,000 page faults, about 8 ms at every start on this machine), where
    /// the default 2 MB cache recycles its pages. (mmap would avoid the copies altogether,
    /// but turns a file truncated under the program into a SIGBUS.)
    static func growPageCache(_ db: Database) throws {
        try db.execute(sql: "PRAGMA cache_size = -32768")
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
