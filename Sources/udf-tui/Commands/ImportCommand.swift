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

    @Argument(help: "The file to import; - (or /dev/stdin) reads standard input, a pipe included.", completion: .file())
    var file: String

    @Option(help: "json or csv; by default the file's extension says.")
    var format: ExportCommand.Format?

    func run() throws {
        let bytes = try read()
        let app = try storage.openStore()
        defer { app.close() }
        let now = CommandClock.now()
        let (imported, lineOf, repeated) = try parse(bytes, existing: app.data, now: now)
        switch app.apply(ImportAction.dataImported(imported, at: now)) {
        case .applied:
            break
        case .refused(let error):
            // Which part was refused, and on which line: asked only when one was.
            guard let refusal = app.data.importRefusal(imported, at: now) else { throw CommandError.refused(error) }
            let place = lineOf(refusal.part).map { "\(file), line \($0): " } ?? "\(file): "
            throw CommandError.failed(place + refusal.description)
        case .failed(let error):
            throw CommandError.storage(error)
        }
        Output.line("Imported \(count(imported.projects.count, "project")), \(count(imported.items.count, "item")) and \(count(imported.activities.count, "running activity", "running activities")).")
        if repeated > 0 {
            let were = repeated == 1 ? "1 item was" : "\(repeated) items were"
            Output.error("warning: \(were) already there with the same project, time and amount; imported again")
        }
    }

    /// The file's bytes, or standard input's for `-` and `/dev/stdin` (which
    /// `FileManager.contents(atPath:)` cannot read when it is a pipe).
    private func read() throws(CommandError) -> Data {
        if file == "-" || file == "/dev/stdin" {
            do { return try FileHandle.standardInput.readToEnd() ?? Data() } catch {
                throw .failed("cannot read standard input: \(error.localizedDescription)")
            }
        }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw .failed("cannot read \(file): \(FileProblem.reason(for: file, writing: false))")
        }
        return bytes
    }

    /// The data in the file, the line each part comes from, and how many items without an
    /// id repeat one already there (CSV only; a JSON export's items carry their ids).
    private func parse(_ bytes: Data, existing: AppData, now: Date) throws(CommandError) -> (AppData, (ImportRefusal.Part) -> Int?, Int) {
        let isCSV = format.map { $0 == .csv } ?? file.lowercased().hasSuffix(".csv")
        do throws(ExchangeError) {
            if isCSV {
                guard let text = String(data: bytes, encoding: .utf8) else { throw ExchangeError("the file is not UTF-8 text") }
                let csv = try CSVImport(text: text, into: existing, now: now, timeZone: CommandClock.timeZone)
                return (csv.data, csv.line(of:), csv.repeatedItemCount)
            }
            return (try ExportDocument.decode(bytes).data(), { _ in nil }, 0)
        } catch {
            throw CommandError.failed("\(file): \(error.message); nothing was imported")
        }
    }

    private func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
