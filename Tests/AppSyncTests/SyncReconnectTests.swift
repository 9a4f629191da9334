@testable import AppStorage
@testable import AppSync
import AppCore
import Foundation
import ProcessTesting
import Testing

/// After the server restarts (stopped at once, as a crash), a background sync hears the
/// server's notifications again: changes made on B reach A without A's fallback poll (an
/// hour here), within seconds: one made while A's listener was away (caught up when it
/// listens again), and one made after (heard live on the new connection).
@Suite(.enabled(if: LabProgram.path != nil && ThrowawayServer.isAvailable, "needs udf-tui-lab and initdb/pg_ctl"), .onOwnThread)
struct SyncReconnectTests {
    @Test(.timeLimit(.minutes(5)))
    func afterTheServerRestartsChangesMadeElsewhereArriveAgain() throws {
        // Given A syncing in the background, hearing B's changes only by notification
        let world = try CrashWorld()
        try world.sync(world.a, linking: true)
        try world.sync(world.b, linking: true)
        let background = BackgroundSync(file: world.a, url: world.server.url, fallback: 3_600)
        background.start { _ in }
        defer { background.stop() }
        try world.addProject("Before", on: world.b)
        #expect(SyncPartitionTests.poll(seconds: 20) { world.titles(world.a).contains("Before") })

        // When the server stops at once and starts again, then B makes a change
        try world.server.restart()
        try world.addProject("After", on: world.b)

        // Then the change reaches A, and so does a change made once A listens again
        #expect(SyncPartitionTests.poll(seconds: 30) { world.titles(world.a).contains("After") }, "A has \(world.titles(world.a))")
        try world.addProject("Later", on: world.b)
        #expect(SyncPartitionTests.poll(seconds: 10) { world.titles(world.a).contains("Later") }, "A has \(world.titles(world.a))")
    }

    /// The same as a person sees it: the full-screen program on A, B's change made after the
    /// server restarted shows on A's screen; at once, or after 6 s down (A's background sync
    /// then waits 4 s or more between attempts: the listener's return must wake it).
    @Test(.timeLimit(.minutes(5)), arguments: [0, 6])
    func afterTheServerRestartsAChangeMadeElsewhereShowsOnTheScreen(secondsDown: Int) throws {
        let world = try CrashWorld()
        try world.sync(world.a, linking: true)
        try world.sync(world.b, linking: true)
        let terminal = try PseudoTerminal()
        let program = try LabProgram(["--db", world.a], home: world.home, terminal: terminal)
        defer { program.kill() }
        try world.addProject("Earlier", on: world.b)
        try #require(terminal.waitFor("Earlier", within: 30), "\(terminal.text.suffix(300))")

        try world.server.stop()
        sleep(UInt32(secondsDown))    // the outage
        try world.server.start()
        try world.addProject("Rebooted", on: world.b)
        #expect(terminal.waitFor("Rebooted", within: 20), "\(terminal.text.suffix(600))")
        try world.addProject("Afterwards", on: world.b)
        #expect(terminal.waitFor("Afterwards", within: 10), "\(terminal.text.suffix(600))")
    }
}

extension CrashWorld {
    /// `udf-tui projects add --title TITLE --db file --sync URL`: made in the file, then synced.
    func addProject(_ title: String, on file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let add = try LabProgram(["projects", "add", "--title", title, "--frequency", "daily", "--db", file, "--sync", server.url], home: home)
        #expect(add.finish() == 0, "projects add: \(add.errors)", sourceLocation: sourceLocation)
        #expect(add.errors.contains("Synced"), "\(add.errors)", sourceLocation: sourceLocation)
    }

    /// The titles of the projects in `file`, or none when it cannot be read now.
    func titles(_ file: String) -> [String] {
        ((try? fileData(file))?.projects.map(\.title)) ?? []
    }
}
