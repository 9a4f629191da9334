import Foundation
import ProcessTesting
import Testing

/// Another program changes the database under a screen in tmux (issue 13 §1): the program
/// says what happened, and keys typed right after are not applied to the screen that
/// replaced the closed one.
@Suite(.serialized, .onOwnThread) struct OutsideChangeTests {
    struct Titled: Decodable {
        let title: String
    }

    func titles(in session: TmuxSession) throws -> [String] {
        try Program.json([Titled].self, "projects", "list", "--json", "--db", session.database).map(\.title).sorted()
    }

    @Test func keysTypedRightAfterTheProjectScreenClosedElsewhereAreIgnored() throws {
        let session = try TmuxSession()
        try Program.addItems(count: 3, to: "Target", database: session.database)
        try Program.addItems(count: 1, to: "Keep", database: session.database)
        try session.startProgram()
        session.waitFor(text: "1/2")
        try session.keys("j", "Enter")    // Target, below Keep (the newest first)
        session.waitFor("the project screen") { $0.hasPrefix(" Target") }

        let deleted = try Shell.run(Program.path, ["projects", "delete", "--db", session.database, "Target"])
        try #require(deleted.status == 0, "projects delete: \(deleted.error)")
        session.waitFor(text: "“Target” was deleted elsewhere.")
        try session.keys("d", "y")        // meant for Target's items; on the list they would delete Keep
        session.waitFor(text: "“Target” was deleted elsewhere; keys typed meanwhile were ignored.")
        #expect(!session.screen.contains("Delete project?"))
        #expect(try titles(in: session) == ["Keep"])

        // Once the person has looked (a quiet half second), keys count again.
        let quiet = Date().addingTimeInterval(0.6)
        session.poll("a quiet period", in: "the clock", seconds: 2, read: { "\(Date())" }) { _ in Date() >= quiet }
        try session.keys("d")
        session.waitFor(text: "“Keep” and its item will be deleted.")
        try session.keys("n", "q")
        try session.expectRestored(status: 0)
        #expect(try titles(in: session) == ["Keep"])
    }
}
