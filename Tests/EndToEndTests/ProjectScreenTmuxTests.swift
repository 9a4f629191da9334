import Foundation
import ProcessTesting
import Testing

/// Issue 15 in tmux: `E` edits a project from its screen, `/` filters its items, and `o`
/// sorts the list, an order the program still has after a restart.
@Suite(.serialized, .onOwnThread) struct ProjectScreenTmuxTests {
    struct Titled: Decodable {
        let title: String
    }

    /// Runs a command for scripts on the session's database, which must succeed.
    func command(_ arguments: [String], in session: TmuxSession) throws {
        let result = try Shell.run(Program.path, arguments + ["--db", session.database])
        try #require(result.status == 0, "udf-tui \(arguments.joined(separator: " ")): \(result.error)")
    }

    @Test func eOnAProjectRenamesItAndSavingComesBackToIt() throws {
        let session = try TmuxSession()
        try Program.addItems(count: 2, to: "Trips", database: session.database)
        try session.startProgram()
        session.waitFor(text: "1/1")
        try session.keys("Enter")
        session.waitFor("the project screen") { $0.hasPrefix(" Trips") }
        try session.keys("E")
        session.waitFor(text: "Edit “Trips”")
        try session.keys("C-u")
        try session.literal("Journeys")
        try session.keys("Enter")
        session.waitFor(text: "Saved “Journeys”.")
        #expect(session.screen.hasPrefix(" Journeys"))
        #expect(session.screen.contains("item 1/2"))
        let titles = try Program.json([Titled].self, "projects", "list", "--json", "--db", session.database).map(\.title)
        #expect(titles == ["Journeys"])
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }

    @Test func slashFiltersTheItemsByNotesAndEscClearsIt() throws {
        let session = try TmuxSession()
        try command(["projects", "add", "--title", "Car", "--units", "km", "--frequency", "monthly"], in: session)
        for (amount, notes) in [("40", "Fuel"), ("12", "Parking"), ("55", "fuel again")] {
            try command(["items", "add", "--project", "Car", "--amount", amount, "--notes", notes], in: session)
        }
        try session.startProgram()
        session.waitFor(text: "1/1")
        try session.keys("Enter")
        session.waitFor(text: "item 1/3")
        try session.keys("/")
        try session.literal("fuel")
        session.waitFor(text: "item 1/2 of 3")
        #expect(!session.screen.contains("Parking"))
        try session.keys("BSpace", "BSpace", "BSpace", "BSpace")
        try session.literal("12")
        session.waitFor(text: "item 1/1 of 3")
        #expect(session.screen.contains("Parking"))
        // Esc shows every item again, the one found still selected (second, newest first)
        try session.keys("Escape")
        session.waitFor(text: "item 2/3")
        #expect(session.screen.contains("Fuel") && session.screen.contains("Parking"))
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }

    @Test func oSortsTheListAndTheOrderIsThereAfterARestart() throws {
        let session = try TmuxSession()
        try command(["projects", "add", "--title", "Apples", "--frequency", "daily"], in: session)
        try command(["projects", "add", "--title", "Zucchini", "--frequency", "daily"], in: session)
        try session.startProgram()
        session.waitFor(text: "Projects by last update")
        #expect(TmuxSession.listRows(of: session.screen).first?.hasPrefix("Zucchini") == true)
        try session.keys("o")
        session.waitFor(text: "Projects by title")
        #expect(TmuxSession.listRows(of: session.screen).first?.hasPrefix("Apples") == true)
        try session.quitFromTheList()
        #expect(FileManager.default.fileExists(atPath: session.database + "-preferences.json"))

        try session.startProgram()
        session.waitFor(text: "Projects by title")
        #expect(TmuxSession.listRows(of: session.screen).first?.hasPrefix("Apples") == true)
        try session.quitFromTheList()
    }
}
