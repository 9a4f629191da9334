import Foundation
import ProcessTesting
import Testing

/// The program used in tmux as a person would, on a fresh database: every step is typed,
/// waited for on the screen, then checked in the database through the commands for scripts
/// (`projects list --json`, `items list --json`) while the program is still open: it writes
/// every change through to SQLite at once.
@Suite(.serialized, .onOwnThread) struct WorkflowTests {
    /// What `projects list --json` says of a project, without its ids and dates.
    struct ListedProject: Decodable, Equatable {
        let title: String
        let units: String
        let frequency: String
        let itemCount: Int
        var activityStartedAt: String? = nil
    }

    /// What `items list --json` says of an item, without its ids and date.
    struct ListedItem: Decodable, Equatable {
        let amount: Double
        var notes: String? = nil
    }

    func projects(in session: TmuxSession) throws -> [ListedProject] {
        try Program.json([ListedProject].self, "projects", "list", "--json", "--db", session.database)
    }

    /// The items of “Trips”, largest amount first.
    func trips(in session: TmuxSession) throws -> [ListedItem] {
        try Program.json([ListedItem].self, "items", "list", "--project", "Trips", "--json", "--db", session.database)
            .sorted { $0.amount > $1.amount }
    }

    @Test func createAddTimeDeleteUndoFilterAndQuitAreAllInTheDatabase() throws {
        let session = try TmuxSession()
        try session.startProgram()
        session.waitFor(text: "No projects yet.")

        // A project: title, Tab, units, Tab, frequency monthly → yearly with →, Enter.
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.literal("Trips")
        try session.keys("Tab")
        try session.literal("km")
        try session.keys("Tab", "Right")
        session.waitFor(text: "◀ yearly ▶")
        try session.keys("Enter")
        session.waitFor(text: "Created “Trips”.")
        #expect(try projects(in: session) == [ListedProject(title: "Trips", units: "km", frequency: "yearly", itemCount: 0)])

        // An item: open the project, n, amount, Tab past the date and time, notes, Enter.
        try session.keys("Enter")
        session.waitFor(text: "yearly · km")
        try session.keys("n")
        session.waitFor(text: "New item · Trips")
        try session.literal("412.5")
        try session.keys("Tab", "Tab", "Tab")
        try session.literal("Summer")
        try session.keys("Enter")
        session.waitFor(text: "Added 412.5 km.")
        #expect(try trips(in: session) == [ListedItem(amount: 412.5, notes: "Summer")])

        // A timer records time: on Trips (km) s is refused and says why.
        try session.keys("Escape")
        session.waitFor(text: "udf-tui · Projects")
        try session.keys("s")
        session.waitFor(text: "A timer records time; this project counts km: give it h, min or s.")
        #expect(!session.screen.contains("●"))
        #expect(try projects(in: session).first?.activityStartedAt == nil)
        // A second item, from a script while the program is open.
        let added = try Shell.run(Program.path, ["items", "add", "--db", session.database, "--project", "Trips", "--amount", "20"])
        try #require(added.status == 0, "items add: \(added.error)")
        session.waitFor("the item added elsewhere") { $0.contains("432.5 km") }
        #expect(try projects(in: session) == [ListedProject(title: "Trips", units: "km", frequency: "yearly", itemCount: 2)])
        #expect(try trips(in: session).map(\.notes) == ["Summer", nil])

        try deleteCancelDeleteAndUndo(session)
        try createAnotherAndFilter(session)

        try session.quitFromTheList()
        #expect(try projects(in: session).map(\.title).sorted() == ["Hours", "Trips"])
        #expect(try trips(in: session).map(\.notes) == ["Summer", nil])
    }

    /// d asks; n keeps the project; d and y delete it with its items; u brings all back.
    func deleteCancelDeleteAndUndo(_ session: TmuxSession) throws {
        let trips = ListedProject(title: "Trips", units: "km", frequency: "yearly", itemCount: 2)
        try session.keys("d")
        session.waitFor(text: "“Trips” and its 2 items will be deleted.")
        try session.keys("n")
        session.waitFor("the confirmation to close") { !$0.contains("Delete project?") && $0.contains("Trips") }
        #expect(try projects(in: session) == [trips])

        try session.keys("d")
        session.waitFor(text: "Delete project?")
        try session.keys("y")
        session.waitFor(text: "Deleted “Trips”; u undoes it.")
        #expect(session.screen.contains("No projects yet."))
        #expect(try projects(in: session) == [])

        try session.keys("u")
        session.waitFor(text: "Undone; Ctrl-R redoes it.")
        #expect(TmuxSession.listRows(of: session.screen).first?.hasPrefix("Trips") == true)
        #expect(try projects(in: session) == [trips])
        #expect(try self.trips(in: session).count == 2)
    }

    /// A second project, then / narrows the list as the filter is typed and Esc clears it.
    func createAnotherAndFilter(_ session: TmuxSession) throws {
        try session.keys("n")
        session.waitFor(text: "New project")
        try session.literal("Hours")
        try session.keys("Tab")
        try session.literal("h")
        try session.keys("Enter")
        session.waitFor(text: "Created “Hours”.")
        #expect(try projects(in: session).map(\.title).sorted() == ["Hours", "Trips"])

        // The timer, from the list: s shows the running marker, s again records the time,
        // in hours, and "This period" counted it while it ran.
        try session.keys("s")
        session.waitFor("the running marker") { $0.contains("Hours") && $0.contains("● 0:00:0") }
        #expect(try projects(in: session).first { $0.title == "Hours" }?.activityStartedAt != nil)
        try session.keys("s")
        session.waitFor("the marker to go") { $0.contains("Stopped “Hours”") && !$0.contains("●") }
        let hours = try Program.json([ListedItem].self, "items", "list", "--project", "Hours", "--json", "--db", session.database)
        #expect(hours.count == 1 && hours[0].amount > 0 && hours[0].amount < 0.01, "a few seconds, in hours: \(hours)")

        try session.keys("/")
        try session.literal("trip")
        session.waitFor(text: "1/1 of 2")
        let filtered = TmuxSession.listRows(of: session.screen)
        #expect(filtered.count == 1 && filtered[0].hasPrefix("Trips"), "only Trips is listed: \(filtered)")
        try session.keys("Escape")
        session.waitFor("both projects again") { screen in
            let rows = TmuxSession.listRows(of: screen)
            return rows.contains { $0.hasPrefix("Hours") } && rows.contains { $0.hasPrefix("Trips") }
        }
    }
}
