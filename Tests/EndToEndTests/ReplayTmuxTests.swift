import Foundation
import ProcessTesting
import Testing

/// `udf-tui devtools replay FILE` can never be taken for the program itself (issue 24 §8):
/// every screen says REPLAY, nothing claims to be saved or undoable, Ctrl-C quits from the
/// devtools screen; and `x` writes the recording for the user alone (0600), beside the
/// database rather than in the current folder.
@Suite(.serialized, .onOwnThread) struct ReplayTmuxTests {
    /// Records a short session of the demo with `x`, run from a folder of its own, and
    /// returns the recording's path.
    func record(_ session: TmuxSession) throws -> String {
        let elsewhere = session.folder.appendingPathComponent("cwd")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try session.run("cd \(elsewhere.path)")
        try session.startDemo()
        try session.keys("j", "Enter")
        session.waitFor(text: "Totals per month")
        try session.keys("Escape")
        session.waitFor(text: "udf-tui · Projects")
        try session.keys("F12")
        session.waitFor(text: "DevTools · udf-tui")
        try session.keys("x")
        session.waitFor(text: "Wrote \(session.folder.path)/devtools-udf-tui-")
        try session.keys("q")
        session.waitFor("the devtools closed") { !$0.contains("DevTools") }
        try session.quitFromTheList()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        let files = try FileManager.default.contentsOfDirectory(atPath: session.folder.path).filter { $0.hasSuffix(".jsonl") }
        try #require(files.count == 1)
        return session.folder.appendingPathComponent(files[0]).path
    }

    @Test func theRecordingIsTheUsersAloneAndBesideTheDatabase() throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        let path = try record(session)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func everyScreenOfAReplaySaysSoAndNothingClaimsToBeSaved() throws {
        let session = try TmuxSession(columns: 100, rows: 30)
        let path = try record(session)
        try session.run("clear; \(Program.path) devtools replay \(path); echo EXIT=$?")
        session.waitFor(text: "REPLAY")
        let title = { (screen: String) in screen.split(separator: "\n").first.map(String.init) ?? "" }
        #expect(title(session.screen).contains("REPLAY · nothing is saved"))

        try session.keys("Escape")    // back to the present
        session.waitFor("the present") { !$0.contains("PAST") }
        try session.keys("q")    // the devtools screen closed
        session.waitFor("the project list of the replay") { $0.contains("Household spending") && !$0.contains("DevTools") }
        #expect(title(session.screen).contains("REPLAY"))
        try session.keys("d", "y")
        session.waitFor(text: "A replay changes nothing")
        #expect(!session.screen.contains("Deleted"))
        #expect(session.screen.contains("Hours worked"))
        try session.keys("Enter")
        session.waitFor(text: "Totals per")
        #expect(title(session.screen).contains("REPLAY"))
        try session.keys("n")
        session.waitFor(text: "New item")
        #expect(title(session.screen).contains("REPLAY"))
        try session.literal("5")
        try session.keys("Enter")
        session.waitFor(text: "A replay changes nothing")
        #expect(!session.screen.contains("Added"))

        try session.keys("F12")
        session.waitFor(text: "DevTools")
        try session.keys("C-c")    // quits from the devtools screen too
        session.waitFor(text: "EXIT=0")
    }
}
