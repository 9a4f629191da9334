import Foundation
import Testing

/// The shipped `udf-tui` is the program and nothing else (issue 22 §3): the hooks and
/// commands of the tests live in `udf-tui-lab`, which is not a product.
@Suite(.onOwnThread) struct ShippedProgramTests {
    @Test(arguments: ["stress-writer", "bench-storage"])
    func theToolsOfTheTestsAreNotCommandsOfTheShippedProgram(command: String) throws {
        let result = try Shell.run(Program.shippedPath, [command, "--db", "/nonexistent/udf.sqlite"])
        #expect(result.status == 64)
        #expect(result.error == "udf-tui: Unexpected argument '\(command)' (see --help)\n")
    }

    @Test func theShippedProgramReadsTheRealClock() throws {
        // Given the variable that fixes "now" in udf-tui-lab
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("udf.sqlite").path
        // When the shipped program creates a project with it set
        let before = Date()
        let add = ["UDF_TUI_NOW=2001-01-01T00:00:00Z", Program.shippedPath, "projects", "add", "--title", "Now", "--frequency", "daily", "--db", database]
        #expect(try Shell.run("/usr/bin/env", add).status == 0)
        // Then it is dated now, not in 2001
        struct Listed: Decodable { let createdAt: Date }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try Date(text, strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true))
        }
        let output = try Shell.run(Program.shippedPath, ["projects", "list", "--json", "--db", database]).output
        let listed = try decoder.decode([Listed].self, from: Data(output.utf8))
        #expect(listed.first.map { $0.createdAt.timeIntervalSince(before) > -1 } == true)
    }
}
