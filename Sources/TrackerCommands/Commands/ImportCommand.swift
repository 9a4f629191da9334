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
        let now = CommandClock.now()
        let input = try open()
        // The file is read before the database is opened: a bad file writes nothing.
        let source = try read(input)
        let storage = try self.storage.openForWriting()
        defer { storage.close() }
        let existing = try CommandError.storage { () throws(StorageError) in try storage.loadData() }
        var (parts, lineOf, repeated) = try parts(of: source, existing: existing, now: now)
        let (projects, items, activities) = (parts.projects.count, parts.itemCount, parts.activities.count)
        switch existing.importChange(&parts, at: now) {
        case .success(let change):
            guard !change.isEmpty else { break }
            try CommandError.storage { () throws(StorageError) in try storage.writeImport(change) }
        case .failure(let refusal):
            let place = lineOf(refusal.part).map { "\(file), line \($0): " } ?? "\(file): "
            throw CommandError.failed(place + refusal.description)
        }
        Output.line("Imported \(count(projects, "project")), \(count(items, "item")) and \(count(activities, "running activity", "running activities")).")
        if repeated > 0 {
            let were = repeated == 1 ? "1 item was" : "\(repeated) items were"
            Output.error("warning: \(were) already there with the same project, time and amount; imported again")
        }
    }

    /// What the file holds: a JSON export's parts, read in slices, or a CSV file's text.
    private enum Source {
        case json(ImportParts)
        case csv(Data)
    }

    /// The file, or standard input for `-` and `/dev/stdin` (a pipe included).
    private func open() throws(CommandError) -> FileHandle {
        if file == "-" || file == "/dev/stdin" { return FileHandle.standardInput }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: file) else {
            throw .failed("cannot read \(file): \(FileProblem.reason(for: file, writing: false))")
        }
        return handle
    }

    /// Reads `input`: a CSV file whole (its rows need the database's projects), a JSON
    /// export in slices of items (``ExportReader``).
    private func read(_ input: FileHandle) throws(CommandError) -> Source {
        let isCSV = format.map { $0 == .csv } ?? file.lowercased().hasSuffix(".csv")
        do throws(ExchangeError) {
            if isCSV {
                do { return .csv(try input.readToEnd() ?? Data()) } catch {
                    throw ExchangeError("cannot be read: \(error.localizedDescription)")
                }
            }
            var reader = ExportReader(handle: input)
            return .json(try reader.read())
        } catch {
            throw CommandError.failed("\(file): \(error.message); nothing was imported")
        }
    }

    /// The parts to import, the line each part comes from, and how many items without an
    /// id repeat one already there (CSV only; a JSON export's items carry their ids).
    private func parts(of source: Source, existing: AppData, now: Date) throws(CommandError) -> (ImportParts, (ImportRefusal.Part) -> Int?, Int) {
        switch source {
        case .json(let parts):
            return (parts, { _ in nil }, 0)
        case .csv(let bytes):
            do throws(ExchangeError) {
                guard let text = String(data: bytes, encoding: .utf8) else { throw ExchangeError("the file is not UTF-8 text") }
                let csv = try CSVImport(text: text, into: existing, now: now, timeZone: CommandClock.timeZone)
                return (ImportParts(csv.data, kind: .sheet), csv.line(of:), csv.repeatedItemCount)
            } catch {
                throw CommandError.failed("\(file): \(error.message); nothing was imported")
            }
        }
    }

    private func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
