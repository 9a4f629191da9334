import Foundation
import ProcessTesting
import Testing

/// `udf-tui report` keeps its columns aligned when a title holds wide characters (CJK,
/// emoji), which take two columns of a terminal each (issue 24, small items).
@Suite(.onOwnThread) struct WideReportTests {
    /// The columns `text` takes on a terminal: two for the wide scripts and emoji used here.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF: sum + 2
            case 0x0300...0x036F, 0xFE0F: sum
            default: sum + 1
            }
        }
    }

    @Test func theReportsColumnsLineUpUnderWideTitles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("udf-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = ["--db", folder.appendingPathComponent("udf.sqlite").path]
        for arguments in [["projects", "add", "--title", "日本語の時間", "--units", "h", "--frequency", "monthly"],
                          ["projects", "add", "--title", "Coffee 🍵", "--units", "h", "--frequency", "monthly"],
                          ["items", "add", "--project", "日本語の時間", "--amount", "1.5"],
                          ["items", "add", "--project", "Coffee 🍵", "--amount", "2"]] {
            let result = try Shell.run(Program.path, arguments + db)
            try #require(result.status == 0, "\(arguments): \(result.error)")
        }
        let report = try Shell.run(Program.path, ["report"] + db)
        try #require(report.status == 0, "\(report.error)")
        let lines = report.output.split(separator: "\n", omittingEmptySubsequences: false)
        let table = lines.prefix { !$0.isEmpty }.dropFirst()    // the heading row and the projects
        try #require(table.count == 3, "\(report.output)")
        let changeColumn = table.map { line in
            (line.range(of: "CHANGE") ?? line.range(of: "new")).map { Self.columns(line[..<$0.lowerBound]) }
        }
        #expect(!changeColumn.contains(nil) && Set(changeColumn).count == 1, "\(report.output)")
    }
}
