import AppCore
import AppStorage
import ArgumentParser
import Foundation

/// `udf-tui import FILE [--format json|csv]`
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the projects and items of a JSON export or a CSV file; all of it, or nothing on error."
    )

    @OptionGroup var storage: StorageOptions

    @Argument(help: "The file to import.", completion: .file())
    var file: String

    @Option(help: "json or csv; by default the file's extension says.")
    var format: ExportCommand.Format?

    func run() throws {
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw CommandError.failed("cannot read \(file): \(FileProblem.reason(for: file, writing: false))")
        }
        let app = try storage.openStore()
        defer { app.close() }
        let now = CommandClock.now()
        let (imported, lineOf) = try parse(bytes, existing: app.data, now: now)
        if let refusal = app.data.importRefusal(imported, at: now) {
            let place = lineOf(refusal.part).map { "\(file), line \($0): " } ?? "\(file): "
            throw CommandError.failed(place + refusal.description)
        }
        try app.run(ImportAction.dataImported(imported, at: now))
        Output.line("Imported \(count(imported.projects.count, "project")), \(count(imported.items.count, "item")) and \(count(imported.activities.count, "running activity", "running activities")).")
    }

    /// The data in the file, and the line each part comes from (CSV only).
    private func parse(_ bytes: Data, existing: AppData, now: Date) throws(CommandError) -> (AppData, (ImportRefusal.Part) -> Int?) {
        let isCSV = format.map { $0 == .csv } ?? file.lowercased().hasSuffix(".csv")
        do throws(ExchangeError) {
            if isCSV {
                guard let text = String(data: bytes, encoding: .utf8) else { throw ExchangeError("the file is not UTF-8 text") }
                let csv = try CSVImport(text: text, into: existing, now: now, timeZone: CommandClock.timeZone)
                return (csv.data, csv.line(of:))
            }
            return (try ExportDocument.decode(bytes).data(), { _ in nil })
        } catch {
            throw CommandError.failed("\(file): \(error.message); nothing was imported")
        }
    }

    private func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
