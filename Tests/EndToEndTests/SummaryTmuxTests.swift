import Foundation
import ProcessTesting
import Testing

/// Issue 15 in tmux: `r` on the list opens the summary, `w`, `y` and Tab switch its span,
/// and `q` comes back to the list.
@Suite(.serialized, .onOwnThread) struct SummaryTmuxTests {
    /// Runs a command for scripts on the session's database, which must succeed.
    func command(_ arguments: [String], in session: TmuxSession) throws {
        let result = try Shell.run(Program.path, arguments + ["--db", session.database])
        try #require(result.status == 0, "udf-tui \(arguments.joined(separator: " ")): \(result.error)")
    }

    @Test func rOpensTheSummaryItsSpanSwitchesAndQComesBack() throws {
        // Given a project with two items added now (this week, month and year)
        let session = try TmuxSession()
        try command(["projects", "add", "--title", "Car", "--units", "km", "--frequency", "monthly"], in: session)
        for amount in ["40", "12"] {
            try command(["items", "add", "--project", "Car", "--amount", amount], in: session)
        }
        try session.startProgram()
        session.waitFor(text: "1/1")

        // When r: this month against last month
        try session.keys("r")
        session.waitFor(text: "Summary by month")
        #expect(session.screen.contains("This month"))
        let car = session.screen.split(separator: "\n").first { $0.hasPrefix("Car") }.map(String.init)
        #expect(car?.contains("52 km") == true && car?.contains("new") == true)
        #expect(session.screen.contains("Per units"))

        // When w, y, Tab: the span follows, the title and the headings say which
        for (key, span) in [("w", "week"), ("y", "year"), ("Tab", "week")] {
            try session.keys(key)
            session.waitFor(text: "Summary by \(span)")
            #expect(session.screen.contains("This \(span)"))
        }

        // When q: back on the list, the summary gone
        try session.keys("q")
        session.waitFor(text: "Projects by last update")
        #expect(!session.screen.contains("Summary"))
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }
}
