import AppStorage
import ArgumentParser
import Foundation

/// `udf-tui export --format json|csv [--output FILE]`
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all the data as JSON (exact, for backups) or CSV (for spreadsheets)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, csv
    }

    @OptionGroup var storage: StorageOptions

    @Option(help: "json or csv.")
    var format: Format

    @Option(help: ArgumentHelp("The file to write (replaced whole through a temporary file and a rename, or left as it was on error; never the database itself); standard output by default.", valueName: "file"), completion: .file())
    var output: String?

    func run() throws {
        if let output, FileProblem.isPartOfDatabase(output, database: storage.resolvedPath) {
            throw CommandError.failed("\(output) is the database itself; export to another file (nothing was written)")
        }
        let data = try storage.loadData()
        let bytes: Data
        switch format {
        case .json:
            do { bytes = try ExportDocument(data: data).encoded() } catch { throw CommandError.failed(error.message) }
        case .csv:
            bytes = Data(CSVExport.text(of: data).utf8)
        }
        guard let output else { return Output.write(bytes) }
        do {
            try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandError.failed("cannot write \(output): \(FileProblem.reason(for: output, writing: true))")
        }
    }
}
