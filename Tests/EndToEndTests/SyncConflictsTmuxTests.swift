import Foundation
import ProcessTesting
import Testing

/// Two files and one server, as two people see them: both edit the same item offline, the
/// second to sync keeps a conflict, and the conflicts screen resolves it (docs/sync.md).
@Suite(.onOwnThread) struct SyncConflictsTmuxTests {
    @Test(.enabled(if: ThrowawayServer.isAvailable || ServerGoneTmuxTests.serverRequired, "no initdb/pg_ctl: no server of the test's own"))
    func keepingMineOnTheConflictsScreenReachesTheOtherFile() throws {
        let conflict = try ConflictOverOneItem()

        // When B opens the conflicts screen from the list and keeps its change
        try conflict.openTheConflictsScreenOfB()
        try conflict.session.keys("m")

        // Then the conflict is gone, the background sync sends B's change, and A gets it
        try conflict.expectResolved(reachingA: "  500")
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable || ServerGoneTmuxTests.serverRequired, "no initdb/pg_ctl: no server of the test's own"))
    func editingMineOnTheConflictsScreenAndSavingItResolvesIt() throws {
        let conflict = try ConflictOverOneItem()

        // When B edits its side of the conflict to 450 and saves it
        try conflict.openTheConflictsScreenOfB()
        try conflict.session.keys("e")
        conflict.session.waitFor(text: "Edit item · Mileage")
        try conflict.session.keys("BSpace", "BSpace", "BSpace", "4", "5", "0", "Enter")

        // Then the save is the resolution: the conflict is gone, and A gets 450
        conflict.session.waitFor(text: "Conflict 1: your edit is saved, to be sent.")
        try conflict.expectResolved(reachingA: "  450")
    }

    /// A and B sharing one item on a server of their own, A editing it to 400 and B to 500
    /// offline, A syncing first: B keeps a conflict.
    struct ConflictOverOneItem {
        let server: ThrowawayServer
        let session: TmuxSession
        let a: String, b: String

        init() throws {
            server = try ThrowawayServer()
            session = try TmuxSession(columns: 80, rows: 24)
            a = session.folder.appendingPathComponent("a.sqlite").path
            b = session.folder.appendingPathComponent("b.sqlite").path
            try SyncConflictsTmuxTests.udf("projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly", "--db", a, "--sync", server.url)
            let added = try SyncConflictsTmuxTests.udf("items", "add", "--project", "Mileage", "--amount", "412", "--db", a, "--sync", server.url)
            let item = try #require(added.split(separator: "(item ").last?.prefix { $0 != ")" }).description
            try SyncConflictsTmuxTests.udf("sync", "--db", b, "--sync", server.url)
            try SyncConflictsTmuxTests.udf("items", "edit", item, "--amount", "400", "--db", a)
            try SyncConflictsTmuxTests.udf("items", "edit", item, "--amount", "500", "--db", b)
            try SyncConflictsTmuxTests.udf("sync", "--db", a)
            try SyncConflictsTmuxTests.udf("sync", "--db", b)
        }

        /// B's program, on its conflicts screen from the list.
        func openTheConflictsScreenOfB() throws {
            try session.startProgram(database: b)
            session.waitFor(text: "C conflicts")
            try session.keys("C")
            session.waitFor(text: "item of Mileage · amount: mine 500 km · theirs 400 km")
        }

        /// The conflicts screen says none are left, the background sync sent B's change, the
        /// program quits as it should, and A's item list shows `line` once A syncs.
        func expectResolved(reachingA line: String) throws {
            session.waitFor(text: "No conflicts: every change reached the server.")
            session.poll("B's change sent", in: "udf-tui sync status", seconds: TmuxSession.patience, read: { [b] in
                (try? Shell.run(Program.path, ["sync", "status", "--db", b]).output) ?? ""
            }) { $0.contains(": 0 waiting, 0 conflicts;") }
            try session.keys("q")
            try session.keys("q")
            try session.expectRestored(status: 0)
            try SyncConflictsTmuxTests.udf("sync", "--db", a)
            #expect(try SyncConflictsTmuxTests.udf("items", "list", "--project", "Mileage", "--db", a).contains(line))
        }
    }

    /// Runs udf-tui, expecting it to succeed; what it printed.
    @discardableResult
    static func udf(_ arguments: String...) throws -> String {
        let result = try Shell.run(Program.path, arguments)
        try #require(result.status == 0, "\(arguments): \(result.error)")
        return result.output
    }
}
