import Foundation
import ProcessTesting
import Testing

/// Direct `--db postgres://` mode, whose keys and commands wait for the server, on a server
/// that hangs (SIGSTOP): each wait ends at its deadline with one line saying what happened,
/// never a program that hangs. A command cannot connect (`connect_timeout`, here 2 s); a key
/// of the full-screen program, already connected, waits the answer deadline (15 s).
@Suite(.enabled(if: LabProgram.path != nil && ThrowawayServer.isAvailable, "needs udf-tui-lab and initdb/pg_ctl"), .onOwnThread)
struct DirectDeadlineTests {
    @Test(.timeLimit(.minutes(5)))
    func aKeyAndACommandOnAHungServerFailInOneLineAtTheirDeadlines() throws {
        // Given the full-screen program on a server, showing one project
        let world = try CrashWorld()
        let added = try LabProgram(["projects", "add", "--title", "Trial", "--units", "h", "--frequency", "daily", "--db", world.server.url], home: world.home)
        try #require(added.finish() == 0, "projects add: \(added.errors)")
        let terminal = try PseudoTerminal()
        let program = try LabProgram(["--db", world.server.url], home: world.home, terminal: terminal)
        defer { program.kill() }
        try #require(terminal.waitFor("Trial", within: 30), "no first frame: \(terminal.text.suffix(300))")
        terminal.settle()

        // When the server hangs
        let pause = try ServerPause(world.server)
        try pause.stop()
        // Then a command fails in one line at its connect deadline
        let clock = ContinuousClock()
        let start = clock.now
        let command = try LabProgram(["items", "add", "--project", "Trial", "--amount", "1", "--db", world.server.url + "&connect_timeout=2"],
                                     home: world.home)
        let status = command.finish(within: 60)
        let commandTook = clock.now - start
        #expect(status == 1)
        #expect(command.errors.split(separator: "\n").count == 1, "\(command.errors)")
        #expect(command.errors.contains("no answer within 2 s"), "\(command.errors)")
        #expect(commandTook < .seconds(10))
        // And a key that writes fails in one line at the answer deadline (the status line
        // says "Cannot use postgres://…: the server did not answer within 15 s …", cut at 80
        // columns here by the test server's long socket path)
        #expect(!terminal.text.contains("Cannot use"))
        let keyStart = clock.now
        _ = terminal.answer(to: "s", within: 1)
        #expect(terminal.waitFor("Cannot use postgres://", within: 60), "\(terminal.text.suffix(1500))")
        let keyTook = clock.now - keyStart
        #expect(keyTook < .seconds(25))
        print("direct deadlines: a command on a hung server failed after \(commandTook), a key after \(keyTook)")
        try pause.resume()
    }
}
