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
        let report: IntegrityReport
        do {
            let database = try AppDatabase.open(at: path, access: .readOnly, options: AppDatabase.Options(busyTimeout: storage.busyTimeout))
            defer { database.close() }
            report = try database.check(thorough: thorough)
        } catch {
            throw CommandError.storage(error)
        }
        guard report.isOK else {
            let problems = report.problems.map(StorageError.firstLine)
            if verbose { problems.forEach { Output.error("  " + $0) } }
            let more = problems.count > 1 && !verbose ? " (and \(problems.count - 1) more; --verbose lists them)" : ""
            throw CommandError.failed("\(path) is damaged: \(problems[0])\(more); restore a backup")
        }
        Output.line("\(path): ok")
    }

    /// On PostgreSQL the server guards its own pages: the check reads every row back and
    /// decodes it (an unknown frequency, a duplicate id or a wrong type fails it).
    private func checkPostgres() throws {
        do {
            let postgres = try PostgresStorage.open(storage.postgresLocation(), access: .readOnly)
            defer { postgres.close() }
            _ = try postgres.loadData()
            Output.line("\(postgres.postgresLocation): ok")
        } catch {
            throw CommandError.storage(error)
        }
    }
}
