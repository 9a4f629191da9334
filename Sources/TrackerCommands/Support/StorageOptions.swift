import AppCore
import AppStorage
import AppStoragePostgres
import UDFKit
import ArgumentParser
import Foundation

/// `--db PATH` or `--db postgres://…`, shared by the root command and every subcommand.
package struct StorageOptions: ParsableArguments {
    /// The environment variable read when there is no `--db`.
    static let variable = "UDF_TUI_DB"

    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file, or a PostgreSQL URL.",
            discussion: """
                By default $UDF_TUI_DB, else $XDG_DATA_HOME/udf-tui/udf.sqlite, or ~/.local/share/udf-tui/udf.sqlite. \
                A URL postgres://user@host:port/dbname (or postgresql://, read as libpq reads it; ?sslmode=disable|prefer|require|\
                verify-ca|verify-full, &sslrootcert=FILE, &sslcert=FILE&sslkey=FILE, &connect_timeout=SECONDS, \
                &application_name=NAME, &keepalives_idle=SECONDS; the password from PGPASSWORD or ~/.pgpass) keeps the data \
                on a PostgreSQL server.
                """,
            valueName: "path-or-url"
        ),
        completion: .file()
    )
    var given: String?

    @Option(help: ArgumentHelp("How long to wait for another program that is writing to the database.", valueName: "seconds"))
    var busyTimeout: Double = 2

    @Option(
        name: .customLong("sync"),
        help: ArgumentHelp(
            "A PostgreSQL URL the database file syncs with.",
            discussion: "Every change is made in the file at once and sent to the server after (in the background in the full-screen program); see docs/sync.md.",
            valueName: "url"
        )
    )
    var syncURL: String?

    package init() {}

    package func validate() throws {
        if given?.isEmpty == true { throw ValidationError("--db needs the path of a file or a postgres:// URL") }
        guard busyTimeout.isFinite, (0...3_600).contains(busyTimeout) else {
            throw ValidationError("--busy-timeout must be a number of seconds between 0 and 3600")
        }
        guard let syncURL else { return }
        if isPostgres { throw ValidationError("--sync keeps a local file in step with a server: give --db a file, not a postgres:// URL") }
        guard PostgresLocation.isURL(syncURL) else { throw ValidationError("--sync needs a postgres:// URL") }
        if let problem = CommandSync.check(syncURL) { throw ValidationError(problem) }
        CommandSync.requested = (resolvedPath, syncURL, busyTimeout)
    }

    /// The file or URL given with `--db`, else in `UDF_TUI_DB`; nil for the default file.
    var path: String? {
        given ?? ProcessInfo.processInfo.environment[Self.variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The path or URL given, or the default location.
    var resolvedPath: String {
        path ?? DatabaseLocation.defaultPath()
    }

    /// Whether the data is on a PostgreSQL server: anything with `://` is taken for a URL,
    /// so that a mistyped scheme (`postgress://`, `POSTGRES://`) is refused with a message
    /// that hides its password rather than made into a file of that name.
    var isPostgres: Bool {
        PostgresLocation.isURL(resolvedPath) || resolvedPath.contains("://")
    }

    /// The PostgreSQL database `--db` names, waiting `--busy-timeout` for another writer.
    func postgresLocation() throws(StorageError) -> PostgresLocation {
        var location = try PostgresLocation(parsing: resolvedPath)
        location.lockTimeout = busyTimeout
        return location
    }

    /// A path for files kept beside the database (preferences): the database file, or the
    /// default file's place when the data is on a server.
    var localPath: String {
        isPostgres ? DatabaseLocation.defaultPath() : resolvedPath
    }

    /// Opens the storage for reading and writing: the SQLite file (creating the default
    /// folder on first use), or the PostgreSQL database (creating its tables).
    func openStorage() throws(StorageError) -> any DataStorage {
        if isPostgres { return try PostgresStorage.open(postgresLocation()) }
        if path == nil { try DatabaseLocation.createFolder(for: resolvedPath) }
        let database = try AppDatabase.open(at: resolvedPath, options: AppDatabase.Options(busyTimeout: busyTimeout))
        if let syncURL {
            do { try CommandSync.link(database, to: syncURL) } catch {
                database.close()
                throw error
            }
        }
        return database
    }

    /// Opens the database for a change, creating the default folder on first use.
    ///
    /// - Parameters:
    ///   - watch: whether the store follows writes by other programs (the full-screen
    ///     program does; a command that runs one action and exits does not).
    ///   - middleware: more middleware for the store, run before the persistence.
    package func openStore(watch: Bool = false, middleware: [Middleware<AppState>] = []) throws(CommandError) -> PersistentStore {
        try open { storage throws(StorageError) in
            try PersistentStore(storage: storage, watchInterval: watch ? .milliseconds(100) : nil, middleware: middleware)
        }
    }

    /// Opens the database for a change that needs only the part of the data `scope` names
    /// (every project and activity, and a few items): the same action, reducers and rows
    /// written as ``openStore(watch:middleware:)``, without reading every item.
    func openStore(scope: DataScope) throws(CommandError) -> PersistentStore {
        try open { storage throws(StorageError) in try PersistentStore(storage: storage, scope: scope) }
    }

    /// Opens the storage for writing (creating the default folder on first use) and starts a
    /// store on it with `start`.
    private func open(_ start: (any DataStorage) throws(StorageError) -> PersistentStore) throws(CommandError) -> PersistentStore {
        let storage = try openForWriting()
        do {
            return try start(storage)
        } catch {
            throw .storage(error)
        }
    }

    /// Opens the storage for writing, creating the default folder on first use, without a
    /// store: for a command that writes its rows itself (`import`).
    func openForWriting() throws(CommandError) -> any DataStorage {
        do {
            let isNew = !isPostgres && !FileManager.default.fileExists(atPath: resolvedPath)
            let storage = try openStorage()
            if isNew { CreatedDatabase.path = resolvedPath }
            return storage
        } catch {
            throw .storage(error)
        }
    }

    /// The data, read without writing anything; empty if there is no database yet.
    func loadData() throws(CommandError) -> AppData {
        try read(orIfMissing: AppData()) { storage throws(CommandError) in try CommandError.storage { () throws(StorageError) in try storage.loadData() } }
    }

    /// What `body` reads from the storage, opened without writing anything (on SQLite,
    /// read-only), and closed after; `missing` if there is no database yet. With `--sync`,
    /// the file is synced first (``CommandSync/beforeReading()``).
    func read<T>(orIfMissing missing: @autoclosure () throws(CommandError) -> T, _ body: (any DataStorage) throws(CommandError) -> T) throws(CommandError) -> T {
        CommandSync.beforeReading()    // with --sync: the server's changes first
        let storage: any DataStorage
        do {
            storage = if isPostgres {
                try PostgresStorage.open(postgresLocation(), access: .readOnly)
            } else {
                try AppDatabase.open(at: resolvedPath, access: .readOnly, options: AppDatabase.Options(busyTimeout: busyTimeout))
            }
        } catch .notFound {
            return try missing()
        } catch .folderUnavailable(_, FileChecks.missingFolder) where path == nil {
            return try missing()    // the default folder, made by the first write
        } catch {
            throw .storage(error)
        }
        defer { storage.close() }
        return try body(storage)
    }
}

/// The database file this run created, if it created one: a command that fails removes it
/// again (``removeIfUnused()``), so that a mistyped project name or a refused title at a new
/// `--db` path leaves no empty database behind.
enum CreatedDatabase {
    /// Set once by ``StorageOptions/openStore(watch:middleware:)``, on the main thread.
    nonisolated(unsafe) static var path: String?

    /// Removes the file made by this run (and its `-wal`, `-shm`, `-journal`) if it holds
    /// no data; called once the command failed and its store is closed.
    static func removeIfUnused() {
        guard let path else { return }
        let data: AppData?
        do {
            let database = try AppDatabase.open(at: path, access: .readOnly)
            defer { database.close() }
            data = try database.loadData()
        } catch {
            data = nil
        }
        guard let data, data.projects.isEmpty, data.items.isEmpty, data.activities.isEmpty else { return }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
