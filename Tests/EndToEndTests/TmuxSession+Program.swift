import Foundation
import Testing

/// Running udf-tui in a session's shell and checking how it left the terminal.
extension TmuxSession {
    /// The database file of this session (in its own folder, so every test starts empty).
    var database: String { folder.appendingPathComponent("udf.sqlite").path }

    /// Types a command line that saves `stty -g`, runs udf-tui on `database` (by default
    /// ``database``) with `arguments` and `environment` (`NAME=value ...`), then, with
    /// `thenReport`, echoes its status as `EXIT=<n>` and saves `stty -g` again (``reportCommand``).
    /// The screen is cleared and the settings of an earlier run forgotten first, so the same
    /// session can run the program again.
    func startProgram(_ arguments: String = "", database: String? = nil, environment: String = "",
                      thenReport: Bool = true) throws {
        let before = folder.appendingPathComponent("before").path
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("after"))
        let report = thenReport ? "; \(reportCommand)" : ""
        try run("clear; stty -g > \(before); \(environment) \(Program.path) --db \(database ?? self.database) \(arguments)\(report)")
    }

    /// Starts the program on the demo data and waits for its project list.
    func startDemo() throws {
        try startProgram("--demo")
        waitFor(text: "Hours worked")
    }

    /// `q` on the project list, and the terminal as it was before the program.
    func quitFromTheList(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("q")
        try expectRestored(status: 0, sourceLocation: sourceLocation)
    }

    /// The rows of the project list that are not blank: rows 2 to 21 of an 80×24 screen
    /// (below the title and the column headers, above the help and status bars), trimmed.
    static func listRows(of screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix(20)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Echoes the last status and saves `stty -g` after the program.
    var reportCommand: String {
        "echo EXIT=$?; stty -g > \(folder.appendingPathComponent("after").path)"
    }

    /// Waits for `EXIT=<status>` (up to `seconds`), then checks that `stty -g` is as before
    /// the program and that the pane has left the alternate screen.
    func expectRestored(status: Int32, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws {
        waitFor(text: "EXIT=\(status)", seconds: seconds)
        let before = try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8)
        let read = { (try? String(contentsOf: self.folder.appendingPathComponent("after"), encoding: .utf8)) ?? "" }
        poll("the settings after the program", in: "the file", seconds: Self.patience, read: read) { !$0.isEmpty }
        let after = read()
        #expect(after == before, "stty settings changed", sourceLocation: sourceLocation)
        #expect(!alternateScreenOn, "still on the alternate screen", sourceLocation: sourceLocation)
    }
}

/// The program built next to this test bundle, and its commands for scripts.
///
/// Tests run `udf-tui-lab`: the same program as the shipped `udf-tui`, with the hooks tests
/// need (`UDF_TUI_NOW`, `UDF_TUI_AFTER_FIRST_FRAME`, `stress-writer`, `bench-storage`).
/// ``shippedPath`` is the shipped one, which has none of them.
enum Program {
    static var path: String { built("udf-tui-lab") }

    /// The shipped `udf-tui`.
    static var shippedPath: String { built("udf-tui") }

    private static func built(_ name: String) -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Runs `udf-tui arguments` to completion outside tmux and decodes its JSON output.
    static func json<Value: Decodable>(_ type: Value.Type, _ arguments: String...,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Value {
        let result = try Shell.run(path, arguments)
        try #require(result.status == 0, "udf-tui \(arguments.joined(separator: " ")): \(result.error)",
                     sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Value.self, from: Data(result.output.utf8))
    }
}
