import Foundation
import Testing

/// The terminal is left as it was found on every way out, checked with `stty -g` and
/// tmux's `#{alternate_on}` before and after, under dash. `.serialized`: each test owns a
/// tmux server, and two at once on two cores only slow each other down.
@Suite(.serialized) struct TerminalRestoreTests {
    /// Starts the program on a demo database in a fresh session, saving `stty -g` before and
    /// after it and echoing its exit status.
    func start(_ session: TmuxSession, environment: String = "", thenReport: Bool = true) throws {
        let db = session.folder.appendingPathComponent("udf.sqlite").path
        let before = session.folder.appendingPathComponent("before").path
        let report = thenReport ? "; \(reportCommand(session))" : ""
        try session.run("stty -g > \(before); \(environment) \(Program.path) --db \(db) --demo\(report)")
        session.waitFor(text: "udf-tui · Projects")
    }

    /// Echoes the exit status and saves `stty -g` after the program.
    func reportCommand(_ session: TmuxSession) -> String {
        "echo EXIT=$?; stty -g > \(session.folder.appendingPathComponent("after").path)"
    }

    /// Waits for the exit line and checks the terminal came back as it was.
    func expectRestored(_ session: TmuxSession, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        session.waitFor(text: "EXIT=\(status)")
        let before = try String(contentsOf: session.folder.appendingPathComponent("before"), encoding: .utf8)
        let deadline = Date().addingTimeInterval(5)
        var after = ""
        while Date() < deadline {
            after = (try? String(contentsOf: session.folder.appendingPathComponent("after"), encoding: .utf8)) ?? ""
            if !after.isEmpty { break }
            usleep(50_000)
        }
        #expect(after == before, "stty settings changed", sourceLocation: sourceLocation)
        #expect(!session.alternateScreenOn, "still on the alternate screen", sourceLocation: sourceLocation)
    }

    @Test func quittingWithQRestoresTheTerminal() throws {
        let session = try TmuxSession()
        try start(session)
        try session.keys("q")
        try expectRestored(session, status: 0)
    }

    @Test func ctrlCQuitsFromAnyScreen() throws {
        let session = try TmuxSession()
        try start(session)
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.keys("C-c")
        try expectRestored(session, status: 0)
    }

    @Test(arguments: [("TERM", Int32(143)), ("HUP", 129), ("QUIT", 131), ("SEGV", 139)])
    func aSignalRestoresTheTerminalAndKeepsTheConventionalStatus(signal: String, status: Int32) throws {
        let session = try TmuxSession()
        try start(session)
        let pid = try #require(try session.foregroundPid())
        _ = try Shell.run("/bin/kill", ["-\(signal)", "\(pid)"])
        try expectRestored(session, status: status)
    }

    @Test func ctrlZSuspendsAndFgResumesWithAFullRedraw() throws {
        // dash goes on with the rest of a command list when its job stops, so the status and
        // the settings are taken by a command typed after the program has quit.
        let session = try TmuxSession()
        try start(session, thenReport: false)
        try session.keys("C-z")
        session.waitFor("the shell prompt after Ctrl-Z") { !$0.contains("udf-tui · Projects") }
        #expect(!session.alternateScreenOn)
        try session.run("fg")
        session.waitFor(text: "udf-tui · Projects")
        try session.keys("j", "q")
        session.waitFor("the shell prompt after q") { !$0.contains("udf-tui · Projects") }
        try session.run(reportCommand(session))
        try expectRestored(session, status: 0)
    }

    @Test func aTooSmallWindowSaysTheSizeNeededAndALargerOneBringsTheScreenBack() throws {
        let session = try TmuxSession()
        try start(session)
        try session.resize(columns: 50, rows: 12)
        session.waitFor("the too-small message") { $0.contains("60") && $0.contains("16") && !$0.contains("Projects") }
        try session.resize(columns: 100, rows: 30)
        session.waitFor(text: "udf-tui · Projects")
        try session.keys("q")
        try expectRestored(session, status: 0)
    }

    @Test func noColorTurnsColoursOffButKeepsTheSelectionVisible() throws {
        let session = try TmuxSession()
        try start(session, environment: "NO_COLOR=1")
        let screen = session.screenWithEscapes
        let colour = #"\x1b\[([0-9;]*;)?(3[0-7]|4[0-7]|[34]8;5;[0-9]+)(;[0-9;]*)?m"#
        #expect(screen.range(of: colour, options: .regularExpression) == nil, "a colour was drawn:\n\(screen)")
        #expect(screen.contains("\u{1b}[7m") || screen.contains(";7m"), "the selection is in reverse video")
        try session.keys("q")
        try expectRestored(session, status: 0)
    }
}
