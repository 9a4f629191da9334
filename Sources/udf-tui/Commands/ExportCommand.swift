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
        // In pieces, so that the text of a million items is never whole in memory.
        let writeAll = { (write: (Data) throws -> Void) throws in
            switch format {
            case .json: try ExportDocument.write(data, to: write)
            case .csv: try CSVExport.write(data) { text throws in try write(Data(text.utf8)) }
            }
        }
        do {
            if let output {
                try ReplacingFile.write(to: output, writeAll)
            } else {
                try writeAll { Output.write($0) }
            }
        } catch let error as ExchangeError {
            throw CommandError.failed(error.message)
        }
    }
}
