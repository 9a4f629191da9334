import Foundation
import Testing

/// A command test with its own folder and database path, and the check every failure
/// must pass: one line, the status, nothing printed, and the file left as it was.
protocol CommandTesting {
    var folder: TemporaryFolder { get }
}

extension CommandTesting {
    var path: String { folder.file("udf.sqlite") }
    var db: [String] { ["--db", path] }

    /// A database with one project, "Mileage", written by the program itself.
    func mileageDatabase() throws {
        let result = try Program.run(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db, home: folder.path)
        #expect(result.status == 0)
    }

    /// Runs a command that must fail with `message` and `status`, touching nothing.
    func expectFailure(_ arguments: [String], status: Int32 = 1, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = FileSnapshot(path)
        let result = try Program.run(arguments, home: folder.path)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.errorLines == ["udf-tui: " + message], sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(FileSnapshot(path) == before, "the file changed", sourceLocation: sourceLocation)
    }
}
