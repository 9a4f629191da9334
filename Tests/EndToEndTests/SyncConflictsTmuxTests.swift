import Foundation
import ProcessTesting
import Testing

/// Two files and one server, as two people see them: both edit the same item offline, the
/// second to sync keeps a conflict, and the conflicts screen resolves it (docs/sync.md).
@Suite(.onOwnThread) struct SyncConflictsTmuxTests {
    @Test(.enabled(if: ThrowawayServer.isAvailable || ServerGoneTmuxTests.serverRequired, "no initdb/pg_ctl: no server of the test's own"))
    func keepingMineOnTheConflictsScreenReachesTheOtherFile() throws {
        // Given A and B sharing one item, A editing it to 400 and B to 500 offline, A syncing first
        let server = try ThrowawayServer()
        let session = try TmuxSession(columns: 80, rows: 24)
        let a = session.folder.appendingPathComponent("a.sqlite").path, b = session.folder.appendingPathComponent("b.sqlite").path
        try Self.udf("projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly", "--db", a, "--sync", server.url)
        let added = try Self.udf("items", "add", "--project", "Mileage", "--amount", "412", "--db", a, "--sync", server.url)
        let item = try #require(added.split(separator: "(item ").last?.prefix { $0 != ")" }).description
        try Self.udf("sync", "--db", b, "--sync", server.url)
        try Self.udf("items", "edit", item, "--amount", "400", "--db", a)
        try Self.udf("items", "edit", item, "--amount", "500", "--db", b)
        try Self.udf("sync", "--db", a)
        try Self.udf("sync", "--db", b)

        // When B opens the conflicts screen from the list and keeps its change
        try session.startProgram(database: b)
        session.waitFor(text: "C conflicts")
        try session.keys("C")
        session.waitFor(text: "item of Mileage · amount: mine 500 km · theirs 400 km")
        try session.keys("m")

        // Then the conflict is gone, the background sync sends B's change, and A gets it
        session.waitFor(text: "No conflicts: every change reached the server.")
        session.poll("B's change sent", in: "udf-tui sync status", seconds: TmuxSession.patience, read: {
            (try? Shell.run(Program.path, ["sync", "status", "--db", b]).output) ?? ""
        }) { $0.contains(": 0 waiting, 0 conflicts;") }
        try session.keys("q")
        try session.keys("q")
        try session.expectRestored(status: 0)
        try Self.udf("sync", "--db", a)
        #expect(try Self.udf("items", "list", "--project", "Mileage", "--db", a).contains("  500"))
    }

    /// Runs udf-tui, expecting it to succeed; what it printed.
    @discardableResult
    static func udf(_ arguments: String...) throws -> String {
        let result = try Shell.run(Program.path, arguments)
        try #require(result.status == 0, "\(arguments): \(result.error)")
        return result.output
    }
}
