@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import ProcessTesting
import Testing

/// The partition figure: the full-screen program syncing a file, its server hung
/// (SIGSTOP) while keys are typed, each key timed from the pseudo-terminal to the first byte
/// of its frame. 4 s in every run (every key answered well within a second: a key that waited
/// for the server would wait its 15 s answer deadline); 30 s with `UDF_TUI_SYNC_FIGURES=1`,
/// where the p99 must stay under 16 ms.
@Suite(.enabled(if: LabProgram.path != nil && ThrowawayServer.isAvailable, "needs udf-tui-lab and initdb/pg_ctl"), .onOwnThread)
struct SyncPartitionTests {
    @Test(.timeLimit(.minutes(10)))
    func keysAnswerAtOnceWhileTheServerHangsAndTheirActionsArriveAfter() throws {
        // Given the full-screen program on a file that syncs, with one project, synced
        let world = try CrashWorld()
        let added = try LabProgram(["projects", "add", "--title", "Trial", "--units", "h", "--frequency", "daily", "--db", world.a, "--sync", world.server.url],
                                   home: world.home)
        try #require(added.finish() == 0, "projects add: \(added.errors)")
        let terminal = try PseudoTerminal()
        let program = try LabProgram(["--db", world.a], home: world.home, terminal: terminal)
        defer { program.kill() }
        try #require(terminal.waitFor("Trial", within: 30), "no first frame: \(terminal.text.suffix(300))")
        try #require(terminal.waitFor("synced", within: 30))
        terminal.settle()

        // When the server hangs, and keys start and stop the project's timer (each a write to
        // the file, which the background sync tries to send) and change the order (no write)
        let pause = try ServerPause(world.server)
        try pause.stop()
        let seconds = SyncCrashTests.figures ? 30.0 : 4.0
        let end = ContinuousClock.now + .seconds(seconds)
        var latencies: [Duration] = []
        while ContinuousClock.now < end || latencies.count % 4 != 0 {
            let key = ["s", "o", "s", "o"][latencies.count % 4]
            let latency = try #require(terminal.answer(to: key, within: 20), "no answer to key \(latencies.count) (\(key))")
            latencies.append(latency)
            terminal.settle(quiet: 0.02)
        }
        // And the status bar says the server is silent and the timer's items wait
        #expect(terminal.waitFor("no answer for", within: 10), "\(terminal.text.suffix(600))")
        #expect(terminal.waitFor(" waiting", within: 10), "\(terminal.text.suffix(600))")
        try pause.resume()

        // Then every key was answered at once
        let sorted = latencies.sorted()
        let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        print("sync partition: server stopped \(Int(seconds)) s, \(sorted.count) keys: median \(sorted[sorted.count / 2]), p99 \(p99), max \(sorted.last ?? .zero)")
        #expect((sorted.last ?? .zero) < .seconds(1))
        if SyncCrashTests.figures { #expect(p99 < .milliseconds(16)) }
        // And once the server answers again, the items the timer recorded reach it
        let stops = latencies.count / 4
        let arrived = Self.poll(seconds: 60) { (try? world.serverData().items.count) == stops }
        #expect(arrived, "the server has \((try? world.serverData().items.count) ?? -1) items, not \(stops)")
    }

    /// Polls `condition` every 50 ms until it holds or `seconds` pass; whether it held.
    static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
