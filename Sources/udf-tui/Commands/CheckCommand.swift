import AppStorage
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

    func run() throws {
        let path = storage.resolvedPath
        let report: IntegrityReport
        do {
            let database = try AppDatabase.open(at: path, access: .readOnly)
            defer { database.close() }
            report = try database.check(thorough: thorough)
        } catch {
            throw CommandError.storage(error)
        }
        guard report.isOK else {
            throw CommandError.failed("\(path) is damaged: \(report.problems.prefix(3).joined(separator: "; "))")
        }
        Output.line("\(path): ok")
    }
}
