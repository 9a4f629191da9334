import Foundation
import ProcessTesting
import Testing

/// The terminal is left as it was found on every way out, checked with `stty -g` and
/// tmux's `#{alternate_on}` before and after, under dash. `.serialized`: each test owns a
/// tmux server, and two at once on two cores only slow each other down.
@Suite(.serialized, .onOwnThread) struct TerminalRestoreTests {
    /// Starts the program on a demo database in a fresh session (``TmuxSession/startProgram``)
    /// and waits for its first frame.
    func start(_ session: TmuxSession, environment: String = "", thenReport: Bool = true) throws {
        try session.startProgram("--demo", environment: environment, thenReport: thenReport)
        session.waitFor(text: "udf-tui · Projects")
    }

    @Test func quittingWithQRestoresTheTerminal() throws {
        let session = try TmuxSession()
        try start(session)
        try session.quitFromTheList()
    }

    @Test func ctrlCQuitsFromAnyScreen() throws {
        let session = try TmuxSession()
        try start(session)
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }

    @Test(arguments: [("TERM", Int32(143)), ("HUP", 129), ("QUIT", 131), ("SEGV", 139)])
    func aSignalRestoresTheTerminalAndKeepsTheConventionalStatus(signal: String, status: Int32) throws {
        let session = try TmuxSession()
        try start(session)
        let pid = try #require(try session.foregroundPid())
        _ = try Shell.run("/bin/kill", ["-\(signal)", "\(pid)"])
        try session.expectRestored(status: status)
    }

    #if arch(x86_64)
    static let trapStatus: Int32 = 132   // Swift traps with ud2: SIGILL
    #else
    static let trapStatus: Int32 = 133   // with brk on arm64: SIGTRAP
    #endif

    /// A real crash, not a signal sent with `kill`: `UDF_TUI_AFTER_FIRST_FRAME` makes the
    /// program fault right after its first frame (a Swift trap, or a write to an unmapped
    /// address; `FirstFrameHook` in Sources/udf-tui). The pane's output shows the frame was
    /// drawn first and that Swift's crash report came after it, on a restored terminal.
    @Test(arguments: [("trap", Self.trapStatus, "Fatal error: Index out of range"),
                      ("segv", Int32(139), "Bad pointer dereference")])
    func aRealCrashRestoresTheTerminalAndKeepsTheConventionalStatus(hook: String, status: Int32, report: String) throws {
        let session = try TmuxSession()
        let output = session.folder.appendingPathComponent("output")
        try session.recordOutput(to: output)
        try session.startProgram("--demo", environment: "SWIFT_BACKTRACE=interactive=no UDF_TUI_AFTER_FIRST_FRAME=\(hook)")
        // Swift's backtracer symbolicates the 120 MB debug binary before the program ends:
        // 15 s on a loaded two-core machine. What counts is that it ends restored.
        try session.expectRestored(status: status, seconds: 120)
        session.waitForRecorded(output, "the frame, then the crash report") { text in
            guard let frame = text.range(of: "udf-tui · Projects"), let crash = text.range(of: report) else { return false }
            return frame.upperBound <= crash.lowerBound
        }
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
        try session.run(session.reportCommand)
        try session.expectRestored(status: 0)
    }

    @Test func aTooSmallWindowSaysTheSizeNeededAndALargerOneBringsTheScreenBack() throws {
        let session = try TmuxSession()
        try start(session)
        try session.resize(columns: 50, rows: 12)
        session.waitFor("the too-small message") { $0.contains("60") && $0.contains("16") && !$0.contains("Projects") }
        try session.resize(columns: 100, rows: 30)
        session.waitFor(text: "udf-tui · Projects")
        try session.quitFromTheList()
    }

    @Test func noColorTurnsColoursOffButKeepsTheSelectionVisible() throws {
        let session = try TmuxSession()
        try start(session, environment: "NO_COLOR=1")
        let screen = session.screenWithEscapes
        let colour = #"\x1b\[([0-9;]*;)?(3[0-7]|4[0-7]|[34]8;5;[0-9]+)(;[0-9;]*)?m"#
        #expect(screen.range(of: colour, options: .regularExpression) == nil, "a colour was drawn:\n\(screen)")
        #expect(screen.contains("\u{1b}[7m") || screen.contains(";7m"), "the selection is in reverse video")
        try session.quitFromTheList()
    }
}
