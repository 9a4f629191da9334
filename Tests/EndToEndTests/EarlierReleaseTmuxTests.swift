import Foundation
import Testing

/// The full-screen program opens a database of each earlier schema (issue 22 §1), kept in
/// Tests/AppStorageTests/Fixtures: it shows the projects, an edit is saved, and the file is
/// upgraded and sound afterwards.
@Suite(.serialized, .onOwnThread) struct EarlierReleaseTmuxTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AppStorageTests/Fixtures")

    @Test(arguments: ["made-by-v1", "made-by-v2-record-versions", "made-by-v3-targets", "made-by-v4-cascades-logged-once"])
    func theProgramOpensADatabaseOfAnEarlierRelease(fixture: String) throws {
        // Given a database an earlier release wrote
        let session = try TmuxSession()
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(fixture + ".sqlite").path, toPath: session.database)
        // When the program opens it
        try session.startProgram()
        session.waitFor(text: "Mileage")
        // Then it shows its projects, and a new project is saved into it
        #expect(session.screen.contains(fixture == "made-by-v2-record-versions" ? "Hours" : "Hours worked"))
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.literal("Reading")
        try session.keys("Enter")
        session.waitFor(text: "Created “Reading”.")
        try session.quitFromTheList()
        let check = try Shell.run(Program.path, ["check", "--db", session.database])
        #expect(check.status == 0 && check.output == "\(session.database): ok\n", "\(check.error)")
        let listed = try Shell.run(Program.path, ["projects", "list", "--db", session.database])
        #expect(listed.output.contains("Reading") && listed.output.contains("Mileage"))
    }
}
