import Foundation
import ProcessTesting
import Testing

/// Terminals without an alternate screen (`TERM=vt100`, `TERM=linux`): leaving full-screen
/// mode does not bring back what was there before, so the program clears the screen on
/// every way out, or its last frame would stay under the shell's prompt. And a missing
/// `TERM` is named plainly. `.serialized`: one tmux server at a time.
@Suite(.serialized, .onOwnThread) struct NoAlternateScreenTests {
    /// A row of the demo list that only the program draws.
    static let frameText = "Household spending"

    func start(_ session: TmuxSession, thenReport: Bool = true) throws {
        try session.startProgram("--demo", environment: "TERM=vt100", thenReport: thenReport)
        session.waitFor(text: Self.frameText)
    }

    @Test func quittingClearsTheLastFrame() throws {
        let session = try TmuxSession()
        try start(session)
        try session.quitFromTheList()
        #expect(!session.screen.contains(Self.frameText), "the last frame stayed:\n\(session.screen)")
    }

    @Test func aSignalClearsTheLastFrame() throws {
        let session = try TmuxSession()
        try start(session)
        let pid = try #require(try session.foregroundPid())
        kill(pid, SIGTERM)
        try session.expectRestored(status: 143)
        #expect(!session.screen.contains(Self.frameText), "the last frame stayed:\n\(session.screen)")
    }

    @Test func suspendingClearsTheFrameAndFgBringsItBack() throws {
        let session = try TmuxSession()
        try start(session, thenReport: false)
        try session.keys("C-z")
        session.waitFor("the shell's prompt on a cleared screen") { !$0.contains(Self.frameText) && $0.contains("$") }
        try session.run("fg")
        session.waitFor(text: Self.frameText)
        try session.keys("q")
        session.waitFor("the shell's prompt after q") { !$0.contains(Self.frameText) }
        try session.run(session.reportCommand)
        try session.expectRestored(status: 0)
    }

    @Test(arguments: ["TERM=", "env -u TERM"])
    func withoutTERMItSaysSoInOneLineAndExitsWith2(prefix: String) throws {
        let session = try TmuxSession()
        try session.run("clear; \(prefix) \(Program.path) --db \(session.database); echo EXIT=$?")
        session.waitFor(text: "EXIT=2")
        #expect(session.screen.contains("udf-tui: TERM is not set; try TERM=xterm-256color\nEXIT=2"))
    }
}
