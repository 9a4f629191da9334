import Foundation
import Testing

/// With nothing to do, the program sleeps: no thread of it wakes up (issue 24, small items).
///
/// Opening an existing database checks it on a second connection while the data loads. That
/// check once ran on a libdispatch global queue, whose first worker starts libdispatch's
/// thread-pool monitor on Linux: a timer that wakes a thread every second for the rest of
/// the process (swift-corelibs-libdispatch, `src/event/workqueue.c`), so an idle program
/// woke once a second.
@Suite(.serialized) struct IdleTmuxTests {
    /// The voluntary context switches of every thread of `pid`: how often its threads slept
    /// and woke up again.
    static func wakeUps(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    @Test func anIdleProgramOnAnExistingDatabaseNeverWakesUp() throws {
        let session = try TmuxSession()
        let created = try Shell.run(Program.path, ["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly",
                                                   "--db", session.database])
        try #require(created.status == 0, "\(created.error)")
        try session.startProgram()
        session.waitFor(text: "Mileage")
        let pid = try #require(try session.foregroundPid())
        // The items load and the database is checked right after the first frame: wait until
        // the threads that do it are done (no wake-up for half a second), then watch for 3 s.
        var previous = Self.wakeUps(of: pid)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            usleep(500_000)
            let now = Self.wakeUps(of: pid)
            if now == previous { break }
            previous = now
        }
        let before = Self.wakeUps(of: pid)
        usleep(3_000_000)    // the window measured, not a wait for a condition
        let after = Self.wakeUps(of: pid)
        #expect(after - before <= 1, "\(after - before) wake-ups in 3 s of idling")
        try session.keys("q")
        try session.expectRestored(status: 0)
    }
}
