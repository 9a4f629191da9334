import AppCore
import AppStorage
import ArgumentParser
import Foundation

/// `udf-tui export --format json|csv [--output FILE]`
///
/// The export streams: it reads one snapshot of the database (``AppStorage/DataStorage/readForExport(_:)``),
/// every project and activity at once and the items a batch at a time, and writes each
/// batch before reading the next, so that its memory does not grow with the data.
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

    @Option(help: ArgumentHelp("The file to write (replaced whole through a temporary file and a rename, or left as it was on error; never the database itself); standard output by default, or with -.", valueName: "file"), completion: .file())
    var output: String?

    /// The file to write, nil for standard output.
    private var file: String? {
        output == "-" ? nil : output
    }

    func run() throws {
        if let file, FileProblem.isPartOfDatabase(file, database: storage.resolvedPath) {
            throw CommandError.failed("\(file) is the database itself; export to another file (nothing was written)")
        }
        let read = try storage.read(orIfMissing: false) { storage throws(CommandError) in
            try Self.failing { try storage.readForExport(write) }
            return true
        }
        if !read { try Self.failing { try write(MemorySnapshot(AppData())) } }    // no database yet: an empty export
    }

    /// Runs `body`, its errors thrown as one-line failures of the command.
    private static func failing(_ body: () throws -> Void) throws(CommandError) {
        do {
            try body()
        } catch let error as CommandError {
            throw error
        } catch let error as StorageError {
            throw .storage(error)
        } catch let error as ExchangeError {
            throw .failed(error.message)
        } catch {
            throw .failed(String(describing: error))
        }
    }

    /// Writes the export of `snapshot` to the file or standard output, batch by batch.
    private func write(_ snapshot: any ExportSnapshot) throws {
        let writeAll = { (write: (Data) throws -> Void) throws in
            switch format {
            case .json: try ExportDocument.write(snapshot, to: write)
            case .csv: try CSVExport.write(snapshot) { text in try write(Data(text.utf8)) }
            }
        }
        if let file {
            try ReplacingFile.write(to: file, writeAll)
        } else {
            try writeAll { Output.write($0) }
        }
    }
}
