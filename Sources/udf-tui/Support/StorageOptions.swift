import AppCore
import AppStorage
import UDFKit
import ArgumentParser
import Foundation

/// `--db PATH`, shared by the root command and every subcommand.
struct StorageOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file.",
            discussion: "By default $XDG_DATA_HOME/udf-tui/udf.sqlite, or ~/.local/share/udf-tui/udf.sqlite.",
            valueName: "path"
        ),
        completion: .file()
    )
    var path: String?

    @Option(help: ArgumentHelp("How long to wait for another program that is writing to the database.", valueName: "seconds"))
    var busyTimeout: Double = 2

    func validate() throws {
        if path?.isEmpty == true { throw ValidationError("--db needs the path of a file") }
        guard busyTimeout.isFinite, (0...3_600).contains(busyTimeout) else {
            throw ValidationError("--busy-timeout must be a number of seconds between 0 and 3600")
        }
    }

    /// The path given, or the default location.
    var resolvedPath: String {
        path ?? DatabaseLocation.defaultPath()
    }

    /// Opens the database for a change, creating the default folder on first use.
    ///
    /// - Parameters:
    ///   - watch: whether the store follows writes by other programs (the full-screen
    ///     program does; a command that runs one action and exits does not).
    ///   - middleware: more middleware for the store, run before the persistence.
    func openStore(watch: Bool = false, middleware: [Middleware<AppState>] = []) throws(CommandError) -> PersistentStore {
        do {
            if path == nil { try DatabaseLocation.createFolder(for: resolvedPath) }
            let isNew = !FileManager.default.fileExists(atPath: resolvedPath)
            let database = try AppDatabase.open(at: resolvedPath, options: AppDatabase.Options(busyTimeout: busyTimeout))
            if isNew { CreatedDatabase.path = resolvedPath }
            return try PersistentStore(database: database, watchInterval: watch ? .milliseconds(100) : nil, middleware: middleware)
        } catch {
            throw .storage(error)
        }
    }

    /// The data, read without writing anything; empty if there is no database yet.
    func loadData() throws(CommandError) -> AppData {
        do {
            let database = try AppDatabase.open(at: resolvedPath, access: .readOnly, options: AppDatabase.Options(busyTimeout: busyTimeout))
            defer { database.close() }
            return try database.loadData()
        } catch .notFound {
            return AppData()
        } catch {
            throw .storage(error)
        }
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
