import AppStorage
import AppStoragePostgres
import AppSync
import Foundation

/// `--sync postgres://…` for the commands (docs/sync.md): the file is linked before the
/// command writes (so its action goes to the outbox), and synced once after it ran; a server
/// that cannot be reached leaves the action waiting in the file, said on standard error.
enum CommandSync {
    /// The file and server of this run's `--sync`, set while the command line is read (on
    /// the main thread, before the command runs).
    nonisolated(unsafe) static var requested: (file: String, url: String, busyTimeout: Double)?

    /// Syncs `file` with the server at `url` once: the first sync's merge, the outbox, the pull.
    static func run(file: String, url: String, busyTimeout: Double = 2) throws(CommandError) -> SyncReport {
        try CommandError.storage { () throws(StorageError) in
            let local = try AppDatabase.open(at: file, options: AppDatabase.Options(busyTimeout: busyTimeout))
            defer { local.close() }
            let synchronizer = try Synchronizer.open(local: local, url: url)
            defer { synchronizer.server.close() }
            return try synchronizer.sync()
        }
    }

    /// Links `database` to the server at `url`, before anything is written to it. A file
    /// linked to another place is checked with the server itself first: the same database
    /// (another spelling of its URL, or moved) moves the link; another is refused, and so
    /// is a server that cannot be reached to tell, with the file unchanged.
    static func link(_ database: AppDatabase, to url: String) throws(StorageError) {
        let location = try PostgresLocation(parsing: url)
        guard let link = try database.syncLink() else {
            _ = try database.link(to: url, key: location.place)
            return
        }
        guard !ServerMatch.isAtPlace(of: link, location) else { return }
        do {
            try Synchronizer.open(local: database, url: url).server.close()
        } catch .unreachable(let path, let detail) {
            throw .failed(path: database.path, detail: "it syncs with \(link.server), and \(path) cannot be reached to tell whether it is the same database (\(detail)): "
                + "run the command without --sync, or when the server answers")
        }
    }

    /// Refuses a URL with a password in it: the file remembers the URL, and a password
    /// belongs in `PGPASSWORD` or `~/.pgpass`. The URL is read as libpq reads it, so a
    /// parameter name spelled with percent-escapes (`%70assword=`) is a password too.
    static func check(_ url: String) -> String? {
        let authority = url.split(separator: "://", maxSplits: 1).last?.prefix { $0 != "/" && $0 != "?" } ?? ""
        let credentials = authority.contains("@") ? authority.prefix { $0 != "@" } : ""
        guard credentials.contains(":") || url.lowercased().contains("password=") || PostgresLocation.carriesPassword(url) else { return nil }
        return "--sync's URL is remembered in the file: put the password in PGPASSWORD or ~/.pgpass instead"
    }

    /// The full-screen program's background sync: with `--sync`, or when the file is linked
    /// to a server already; nil for a file that does not sync or a database on a server.
    static func background(for options: StorageOptions, database: any DataStorage) throws(CommandError) -> BackgroundSync? {
        guard let file = database as? AppDatabase else { return nil }
        let linked = try CommandError.storage { () throws(StorageError) in try file.syncLink() }
        guard let url = options.syncURL ?? linked?.server else { return nil }
        return BackgroundSync(file: file.path, url: url, busyTimeout: options.busyTimeout)
    }

    /// After a command that was given `--sync`: syncs once, and says how it went on
    /// standard error (standard output stays the command's).
    static func afterCommand() {
        guard let requested, FileManager.default.fileExists(atPath: requested.file) else { return }
        syncOnce(requested, unreachable: "the change waits in the file for the next sync")
    }

    /// Before a command that only reads, given `--sync`: syncs first (a new file is made and
    /// downloads the server's data), so that what it prints includes the server's changes;
    /// not again after. A server out of reach leaves the file as it was, said on standard error.
    static func beforeReading() {
        guard let requested else { return }
        Self.requested = nil
        syncOnce(requested, unreachable: "showing what the file held")
    }

    private static func syncOnce(_ requested: (file: String, url: String, busyTimeout: Double), unreachable: String) {
        do {
            let report = try run(file: requested.file, url: requested.url, busyTimeout: requested.busyTimeout)
            Output.error("Synced: " + report.summary)
        } catch {
            Output.error("Not synced (\(error.message)); \(unreachable).")
        }
    }
}
