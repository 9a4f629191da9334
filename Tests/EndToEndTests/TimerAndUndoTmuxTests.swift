import Foundation
import ProcessTesting
import Testing

/// Issue 24 §5–§7 on the real program: deleting a project whose timer runs says so and
/// offers to record the time; undo drops a step another program made impossible and goes on
/// with the one before; Ctrl-O over another program's edit keeps the fields not edited.
@Suite(.serialized, .onOwnThread) struct TimerAndUndoTmuxTests {
    struct ListedProject: Decodable {
        let title: String
        let itemCount: Int
    }

    struct ListedItem: Decodable, Equatable {
        let id: String
        let amount: Double
        let notes: String?
    }

    func items(_ session: TmuxSession) throws -> [ListedItem] {
        try Program.json([ListedItem].self, "items", "list", "--project", "Mileage", "--json", "--db", session.database)
    }

    func command(_ session: TmuxSession, _ arguments: String...) throws {
        let result = try Shell.run(Program.path, arguments + ["--db", session.database])
        try #require(result.status == 0, "\(arguments): \(result.error)")
    }

    /// Back to the list, then `q`: two sends, since Esc and a key in one burst are Alt-key.
    func quit(_ session: TmuxSession) throws {
        try session.keys("Escape")
        session.waitFor(text: "udf-tui · Projects")
        try session.quitFromTheList()
    }

    @Test func deletingAProjectWhoseTimerRunsOffersToRecordItsTimeFirst() throws {
        let session = try TmuxSession()
        try session.startDemo()
        try session.keys("d")
        session.waitFor(text: "Its timer is running (")
        #expect(session.screen.contains("s stops it and records the time first;"))
        try session.keys("s")
        session.waitFor(text: "recorded.")
        session.waitFor(text: "“Hours worked” and its 16 items will be deleted.")
        #expect(!session.screen.contains("Its timer is running"))
        try session.keys("y")
        session.waitFor(text: "Deleted “Hours worked”; u undoes it.")
        try session.quitFromTheList()
        let projects = try Program.json([ListedProject].self, "projects", "list", "--json", "--db", session.database)
        #expect(projects.map(\.title).sorted() == ["Café visits", "Household spending", "Mileage"])
    }

    @Test func undoDropsAStepWhoseItemAnotherProgramDeletedAndUndoesTheOneBefore() throws {
        let session = try TmuxSession(columns: 100, rows: 24)
        try command(session, "projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly")
        try session.startProgram()
        session.waitFor(text: "Mileage")
        try session.keys("Enter")
        session.waitFor(text: "Totals per month")
        for amount in ["5", "6"] {
            try session.keys("n")
            session.waitFor(text: "New item")
            try session.literal(amount)
            try session.keys("Enter")
            session.waitFor(text: "Added \(amount) km.")
        }
        // Back on the list (no selected item there for the deletion to take away, which
        // would hold the keys typed next for a moment), another program deletes the second.
        try session.keys("Escape")
        session.waitFor(text: "udf-tui · Projects")
        let second = try #require(try items(session).first { $0.amount == 6 })
        try command(session, "items", "delete", second.id)
        session.waitFor("the deletion elsewhere on screen") { $0.contains("5 km") && !$0.contains("11 km") }

        try session.keys("u")
        session.waitFor(text: "Cannot undo: the item was deleted elsewhere, so that step was dropped.")
        try session.keys("u")
        session.waitFor(text: "Undone; Ctrl-R redoes it.")
        try session.quitFromTheList()
        #expect(try items(session) == [])
    }

    @Test func ctrlOOverAnotherProgramsEditKeepsTheFieldsNotEdited() throws {
        let session = try TmuxSession()
        try command(session, "projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly")
        try command(session, "items", "add", "--project", "Mileage", "--amount", "380")
        let item = try #require(try items(session).first)
        try session.startProgram()
        session.waitFor(text: "Mileage")
        try session.keys("Enter")
        session.waitFor(text: "Totals per month")
        try session.keys("e")
        session.waitFor(text: "Edit item")
        try session.keys("C-u")
        try session.literal("99")
        try command(session, "items", "edit", item.id, "--notes", "theirs")
        try session.keys("Enter")
        session.waitFor(text: "now “theirs” (kept)")
        #expect(session.screen.contains("Changed elsewhere: Ctrl-O saves your edits, Ctrl-R reloads theirs."))
        try session.keys("C-o")
        session.waitFor(text: "Saved 99 km.")
        try quit(session)
        #expect(try items(session) == [ListedItem(id: item.id, amount: 99, notes: "theirs")])
    }
}
