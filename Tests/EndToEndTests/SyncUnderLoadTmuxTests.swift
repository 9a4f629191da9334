import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessTesting
import Testing

/// A change pulled by the background sync reaches the screen every time, on a loaded machine
/// too (docs/sync.md, *In the full-screen program*): machine B renames the project and syncs,
/// and A's screen must show the new title. 5 rounds in every run; 100 rounds with 7 busy
/// loops beside them (a load of 7 to 9 on two cores) with `UDF_TUI_SYNC_FIGURES=1`.
@Suite(.onOwnThread) struct SyncUnderLoadTmuxTests {
    static let figures = ProcessInfo.processInfo.environment["UDF_TUI_SYNC_FIGURES"] == "1"

    @Test(.enabled(if: ThrowawayServer.isAvailable || ServerGoneTmuxTests.serverRequired, "no initdb/pg_ctl: no server of the test's own"))
    func everyPulledChangeReachesTheScreen() throws {
        let server = try ThrowawayServer()
        let session = try TmuxSession(columns: 80, rows: 24)
        let a = session.folder.appendingPathComponent("a.sqlite").path
        let b = session.folder.appendingPathComponent("b.sqlite").path
        try SyncConflictsTmuxTests.udf("projects", "add", "--title", "Round 0", "--frequency", "daily", "--db", a, "--sync", server.url)
        try SyncConflictsTmuxTests.udf("sync", "--db", b, "--sync", server.url)
        try session.startProgram(database: a)
        session.waitFor(text: "Round 0")
        let load = Self.figures ? try (0..<7).map { _ in try Spawn.start("/bin/sh", ["-c", "while :; do :; done"], output: .file("/dev/null"), errors: "/dev/null") } : []
        defer {
            for pid in load { kill(pid, SIGKILL); _ = Spawn.wait(for: pid) }
        }

        let rounds = Self.figures ? 100 : 5
        var latencies: [Double] = []
        var missed: [Int] = []
        for round in 1...rounds {
            try SyncConflictsTmuxTests.udf("projects", "edit", "Round \(round - 1)", "--title", "Round \(round)", "--db", b)
            try SyncConflictsTmuxTests.udf("sync", "--db", b)
            let start = Date()
            var shown = false
            while !shown, Date().timeIntervalSince(start) < 10 {
                shown = session.screen.contains("Round \(round) ")
                if !shown { usleep(20_000) }
            }
            if shown { latencies.append(Date().timeIntervalSince(start)) } else { missed.append(round) }
            if !shown { session.waitFor(text: "Round \(round) ", seconds: 120) }    // then carry on from there
        }

        let sorted = latencies.sorted()
        print("sync under load: \(load.count) busy loops, \(rounds) pulled changes, \(missed.count) not on A's screen within 10 s \(missed); "
              + "after B's sync ended: median \(sorted[sorted.count / 2]) s, max \(sorted.last ?? 0) s")
        #expect(missed.isEmpty)
        try session.keys("q")
        try session.expectRestored(status: 0)
    }
}
