import Foundation
import ProcessTesting
import Testing

/// Devtools as a person uses them: F12 in the program, an action's change, a jump to the
/// past (shown read-only, nothing written), Esc back; then the same screen attached from a
/// second terminal, travelling the program from there.
@Suite(.serialized, .onOwnThread) struct DevToolsTmuxTests {
    @Test func f12ShowsTheLogADiffAndTravelsToThePastAndBack() throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        try session.run("cd \(session.folder.path)")
        try session.startDemo()
        try session.keys("j", "Enter")
        session.waitFor(text: "Totals per month")
        try session.keys("Escape")
        session.waitFor(text: "udf-tui · Projects")

        try session.keys("F12")
        session.waitFor(text: "DevTools · udf-tui")
        session.waitFor(text: "RouteAction.popped")
        session.waitFor(text: "HistoryAction.cleared")
        // Up from the last entry to the push: the demo's loader logs its own actions on its
        // thread, before or between the keys', so the number of rows between is read.
        let rows = try #require(LoggedRows(screen: session.screen))
        let pushed = try #require(rows.number(of: "RouteAction.pushed"))
        try session.keys(Array(repeating: "k", count: rows.last - pushed) + ["Enter"])
        session.waitFor(text: "RouteAction.pushed ─")
        #expect(session.screen.contains("screens.stack[1] — → project(id:"))

        try session.keys("t")
        session.waitFor(text: "Showing the state after #")
        try session.keys("F12")
        session.waitFor(text: "PAST · the state after action #")
        #expect(session.screen.contains("Totals per month"))
        try session.keys("d")    // a delete key does nothing in the past
        session.waitFor(text: "read-only: Esc returns")
        try session.keys("Escape")
        session.waitFor("the present again") { $0.contains("udf-tui · Projects") && !$0.contains("PAST") }
        #expect(try Program.json([Listed].self, "projects", "list", "--json", "--db", session.database).count == 4)

        // x exports the session; `devtools replay` steps through it, read-only.
        try session.keys("F12", "x")
        session.waitFor(text: "Wrote \(session.folder.path)/devtools-udf-tui-")    // beside the database
        try session.keys("q", "q")
        try session.expectRestored(status: 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: session.folder.path).filter { $0.hasSuffix(".jsonl") }
        try #require(files.count == 1)
        try session.run("\(Program.path) devtools replay \(files[0]); echo EXIT=$?")
        session.waitFor(text: "DevTools · recording")
        session.waitFor(text: "PAST #0")
        try session.keys("G", "k", "k", "t", "F12")
        session.waitFor(text: "PAST · the state after action #")
        #expect(session.screen.contains("Totals per month"))
        try session.keys("C-c")    // Ctrl-C quits, in the past too
        session.waitFor(text: "EXIT=0")
    }

    @Test func aSecondTerminalAttachesAndTravelsTheProgram() throws {
        let app = try TmuxSession(columns: 100, rows: 30)
        let socket = app.folder.appendingPathComponent("devtools.sock").path
        try app.startProgram("--demo --devtools-socket \(socket)")
        app.waitFor(text: "Devtools served at \(socket)")
        try app.keys("j", "Enter")
        app.waitFor(text: "Totals per month")
        try app.keys("Escape")
        app.waitFor(text: "udf-tui · Projects")

        let viewer = try TmuxSession(columns: 100, rows: 30)
        try viewer.run("\(Program.path) devtools attach \(socket); echo EXIT=$?")
        viewer.waitFor(text: "DevTools · udf-tui")
        viewer.waitFor(text: "RouteAction.popped")
        try viewer.keys("k", "k", "t")
        viewer.waitFor(text: "PAST #")
        app.waitFor(text: "PAST · the state after action #")
        #expect(app.screen.contains("Totals per month"))
        try viewer.keys("p")
        app.waitFor("the present again") { !$0.contains("PAST") && $0.contains("udf-tui · Projects") }
        let title = { (screen: String) in screen.split(separator: "\n").first.map(String.init) ?? "" }
        let before = title(viewer.screen)
        try app.keys("j")    // the program goes on; the viewer sees the new action live
        viewer.waitFor("a new action in the viewer's title") { title($0) != before && title($0).contains("present") }
        try viewer.keys("q")
        viewer.waitFor(text: "EXIT=0")
        try app.quitFromTheList()
    }

    struct Listed: Decodable {
        let title: String
    }
}

/// The devtools log's rows as the screen shows them: `│      5 17:44:45.073 RouteAction.pushed …`.
struct LoggedRows {
    /// Each row's number and action.
    var rows: [(number: Int, action: String)]
    /// The number of the last row.
    var last: Int

    init?(screen: String) {
        rows = screen.split(separator: "\n").compactMap { line in
            let fields = line.split(whereSeparator: { $0.isWhitespace || $0 == "│" })
            guard fields.count >= 3, let number = Int(fields[0]) else { return nil }
            return (number, String(fields[2]))
        }
        guard let last = rows.map(\.number).max() else { return nil }
        self.last = last
    }

    /// The number of the first row of `action`.
    func number(of action: String) -> Int? {
        rows.first { $0.action == action }?.number
    }
}
