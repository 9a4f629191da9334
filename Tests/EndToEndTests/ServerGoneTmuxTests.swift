import Foundation
import ProcessTesting
import Testing

/// The full-screen program on a PostgreSQL server that goes away and comes back, as a person
/// sees it in a terminal: the status line says the connection was lost, then that it is back.
@Suite(.onOwnThread) struct ServerGoneTmuxTests {
    static let serverRequired = ProcessInfo.processInfo.environment["UDF_TUI_REQUIRE_POSTGRES"] == "1"

    @Test(.enabled(if: ThrowawayServer.isAvailable || serverRequired, "no initdb/pg_ctl: the server is not stopped and started"))
    func theStatusLineSaysWhenTheServerIsLostAndWhenItIsBack() throws {
        // Given the program open on a server of the test's own, with one project
        let server = try ThrowawayServer()
        let added = try Shell.run(Program.path, ["--db", server.url, "projects", "add", "--title", "Trial", "--units", "h", "--frequency", "daily"])
        try #require(added.status == 0, "projects add: \(added.error)")
        let session = try TmuxSession(columns: 120, rows: 24)
        try session.startProgram(database: "'\(server.url)'")
        session.waitFor(text: "Trial")

        // When the server stops, the status line says so
        try server.stop()
        session.waitFor(text: "Lost the connection to the server; trying again every second (postgres://udf@/postgres?host=")
        // And a timer started meanwhile is not saved: the status line says why, over the
        // reducer's "Started", and the timer is not running
        try session.keys("s")
        session.waitFor(text: "Cannot use postgres://udf@/postgres?host=")
        #expect(!session.screen.contains("Started the timer"))
        #expect(!session.screen.contains("●"))
        // And when it is back, that the program is connected again
        try server.start()
        session.waitFor(text: "Connected again; changes made meanwhile were read (postgres://udf@/postgres?host=")
        #expect(session.screen.contains("Trial"))
        try session.quitFromTheList()
    }
}
