import AppStorage
import AppStoragePostgres
import ArgumentParser

/// `udf-tui check [--thorough]`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the database file for damage, without changing it."
    )

    @OptionGroup var storage: StorageOptions

    @Flag(help: "Run SQLite's full integrity_check (slower) instead of quick_check.")
    var thorough = false

    @Flag(help: "List every problem found, one per line, before the summary.")
    var verbose = false

    func run() throws {
        let path = storage.resolvedPath
        if storage.isPostgres { return try checkPostgres() }
        let (report, rows): (IntegrityReport, RowReport)
        do {
            let database = try AppDatabase.open(at: path, access: .readOnly, options: AppDatabase.Options(busyTimeout: storage.busyTimeout))
            defer { database.close() }
            report = try database.check(thorough: thorough)
            rows = report.isOK ? try database.checkRows() : RowReport()
        } catch {
            throw CommandError.storage(error)
        }
        guard report.isOK else {
            throw fail(report.problems.map(StorageError.firstLine), "\(path) is damaged", advice: "restore a backup")
        }
        try requireSound(rows, in: path)
        Output.line("\(path): ok")
    }

    /// Fails when some rows are refused by every reader or shown escaped, naming the first
    /// (every one with `--verbose`).
    private func requireSound(_ rows: RowReport, in path: String) throws(CommandError) {
        guard rows.count > 0 else { return }
        let what = rows.count == 1 ? "a row" : "\(rows.count) rows"
        throw fail(rows.summary, "\(path) holds \(what) that udf-tui refuses or shows escaped", advice: "fix or delete them")
    }

    /// The failure that names the first of `problems`, after listing them all with `--verbose`.
    private func fail(_ problems: [String], _ summary: String, advice: String) -> CommandError {
        if verbose { problems.forEach { Output.error("  " + $0) } }
        let more = problems.count > 1 && !verbose ? " (and \(problems.count - 1) more; --verbose lists them)" : ""
        return CommandError.failed("\(summary): \(problems[0])\(more); \(advice)")
    }

    /// On PostgreSQL the server guards its own pages: the check looks for the indexes,
    /// triggers, functions and keys of the tables that someone dropped, then reads every row
    /// back, as on SQLite.
    private func checkPostgres() throws {
        let location: String, objects: [String], rows: RowReport
        do {
            let postgres = try PostgresStorage.open(storage.postgresLocation(), access: .readOnly)
            defer { postgres.close() }
            location = postgres.postgresLocation.description
            (objects, rows) = try postgres.check()
        } catch {
            throw CommandError.storage(error)
        }
        if !objects.isEmpty {
            throw fail(objects, "\(location) is damaged", advice: "its tables' owner can restore them from a backup (udf-tui export, then import into new tables)")
        }
        try requireSound(rows, in: location)
        Output.line("\(location): ok")
    }
}
