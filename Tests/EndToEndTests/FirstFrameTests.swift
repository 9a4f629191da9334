import Foundation
import ProcessTesting
import Testing

/// The first frame on a large database, in tmux. The cold-start figure (100,000 items,
/// release build) comes from `scripts/cold-start.sh`; this test keeps `swift test` fast with
/// 1,000 projects and 5,000 items, made by the hidden `bench-storage --create-only`.
@Suite(.serialized, .onOwnThread) struct FirstFrameTests {
    @Test func aThousandProjectsAreOnTheFirstFrameAndTheQuitHookLeavesRightAfterIt() throws {
        let session = try TmuxSession()
        let database = try Self.benchDatabase(items: 5000, in: session)

        // The hook used by scripts/cold-start.sh: the first frame is drawn, then the program
        // quits as Ctrl-C would, with status 0 and the terminal restored.
        let output = session.folder.appendingPathComponent("output")
        try session.recordOutput(to: output)
        try session.startProgram(database: database, environment: "UDF_TUI_AFTER_FIRST_FRAME=quit")
        try session.expectRestored(status: 0)
        session.waitForRecorded(output, "the first frame") { $0.contains("udf-tui · Projects") && $0.contains("1/1,000") }

        // Without the hook, the items follow the first frame: the most recently updated
        // project first, with its 5,000 items; G, typed at once, jumps to the end of the list
        // (after the items arrived, if it came before them).
        try session.startProgram(database: database)
        session.waitFor(text: "1/1,000")
        try session.keys("G")
        session.waitFor(text: "1,000/1,000")
        try session.keys("g")
        session.waitFor("the first project's items") { screen in
            TmuxSession.listRows(of: screen).first.map { $0.hasPrefix("Project 1 ") && $0.contains(" 5,000 ") } == true
        }
        try session.quitFromTheList()
    }

    @Test func damageFoundWhileTheItemsLoadEndsTheProgramWithTheSameOneLineAsBefore() throws {
        // Given a file whose item pages are overwritten in the middle (its projects, at the
        // start, still read: the first frame is drawn from them)
        let session = try TmuxSession()
        let database = try Self.benchDatabase(items: 20000, in: session)
        let file = try #require(FileHandle(forUpdatingAtPath: database))
        try file.seek(toOffset: 200 * 4096)
        try file.write(contentsOf: Data(repeating: 0xFF, count: 5 * 4096))
        try file.close()

        // When the program starts on it, the load on its own thread finds the damage:
        // the terminal is restored, the one line of a damaged file, status 1
        try session.startProgram(database: database)
        try session.expectRestored(status: 1)
        // (the line may wrap in the pane: its rows are joined first)
        let message = session.screen.replacingOccurrences(of: "\n", with: "")
        #expect(message.contains("udf-tui: \(database) is damaged ("), "the pane: \(session.screen)")
    }

    /// The path of the database of the hidden `bench-storage --create-only` (1,000 projects,
    /// `items` items in the first), made in the session's folder.
    static func benchDatabase(items: Int, in session: TmuxSession) throws -> String {
        let made = try Shell.run(Program.path, ["bench-storage", "--create-only", "--items", "\(items)",
                                                "--folder", session.folder.path])
        try #require(made.status == 0, "bench-storage: \(made.error)")
        return session.folder.appendingPathComponent("udf-bench.sqlite").path
    }

    @Test func anUnknownHookIsRefusedInOneLineWithStatus2BeforeTheDatabaseIsMade() throws {
        let session = try TmuxSession()
        try session.startProgram(environment: "UDF_TUI_AFTER_FIRST_FRAME=crash")
        try session.expectRestored(status: 2)
        #expect(session.screen.contains("udf-tui-lab: UDF_TUI_AFTER_FIRST_FRAME must be one of quit, trap, segv"))
        #expect(!FileManager.default.fileExists(atPath: session.database))
    }
}
