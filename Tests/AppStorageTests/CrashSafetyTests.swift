@testable import AppStorage
import AppCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessTesting
import Testing

/// A writer killed with SIGKILL in the middle of a stream of actions loses none it
/// acknowledged and leaves nothing half-written, on SQLite and on PostgreSQL; a PostgreSQL
/// server restarted under a writer loses nothing either. scripts/crash-test.sh runs the
/// SQLite kill 100 times at random moments.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CrashSafetyTests {
    /// When each of the 50 writers is killed: after this many acknowledgements. 0 kills it
    /// as soon as it started (while it opens, creates or migrates the database).
    static let killPoints = (0..<50).map { ($0 * 7) % 40 }

    @Test(arguments: Backend.all)
    func fiftyKillsMidStreamLoseNoAcknowledgedAction(on backend: Backend) throws {
        // Given one database, and 50 writers one after the other, each adding items
        let database = try ConformanceDatabase(backend)
        let home = TemporaryFolder()
        var acknowledged: [String] = []
        for count in Self.killPoints {
            // When each is killed after some acknowledgements, in the middle of its stream
            let writer = try StressWriter(database: database.location, home: home.path)
            acknowledged += try writer.kill(after: count)
        }
        // Then every acknowledged item is there, whole, and the database takes writes
        let stored = try StressItems(database.dataOnDisk())
        #expect(acknowledged.count >= Self.killPoints.reduce(0, +))
        #expect(stored.missing(acknowledged) == [])
        #expect(stored.ids.count - acknowledged.count <= Self.killPoints.count, "more than one unacknowledged item per kill")
        stored.expectWhole()
        try expectSoundAndWritable(database.location, home: home.path)
    }

    @Test(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the PostgreSQL server restart is skipped"))
    func aServerRestartMidStreamLosesNoAcknowledgedAction() throws {
        // Given a writer adding items on a server of this test's own
        let server = try ThrowawayServer()
        let home = TemporaryFolder()
        let writer = try StressWriter(database: server.url, home: home.path)
        var acknowledged = try writer.read(atLeast: 20)
        #expect(acknowledged.count >= 20)
        // When the server stops at once (as if it crashed) and starts again
        try server.restart()
        // Then the writer stops with one line (or goes on), every id it acknowledged is
        // there, and the write that failed is whole or absent
        let ending = try writer.readToEnd(orAtLeast: acknowledged.count + 20)
        acknowledged = ending.acknowledged
        if let status = ending.status {
            #expect(status == 1)
            #expect(ending.errors.count == 1, "\(ending.errors)")
            #expect(ending.errors.first?.contains("Cannot use postgres://udf@") == true, "\(ending.errors)")
            #expect(ending.errors.first.map { !$0.contains("errno") && !$0.contains("descriptor") } == true, "SwiftNIO's own text: \(ending.errors)")
        }
        let stored = try StressItems(PostgresData.load(server.url))
        #expect(stored.missing(acknowledged) == [])
        #expect(stored.ids.count - acknowledged.count <= 1)
        stored.expectWhole()
        try expectSoundAndWritable(server.url, home: home.path)
    }

    /// `check` passes, and a writer that is not killed adds 3 items that are then stored.
    private func expectSoundAndWritable(_ location: String, home: String) throws {
        let check = try Program.run(["check", "--db", location], home: home)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.hasSuffix(": ok\n"), "\(check.output)")
        let more = try Program.run(["stress-writer", "--db", location, "--count", "3"], home: home)
        #expect(more.status == 0, "\(more.errors)")
        let added = more.output.split(separator: "\n").map(String.init)
        #expect(added.count == 3)
        let reopened = try Program.run(["items", "list", "--db", location, "--project", "Stress", "--json"], home: home)
        #expect(added.filter { !reopened.output.contains($0) } == [])
    }
}

/// The "Stress" project's items as stored, and the checks that none is half-written.
struct StressItems {
    let project: Project?
    let items: [Item]
    let ids: Set<String>

    init(_ data: AppData) {
        let projects = data.projects.filter { $0.title == "Stress" }
        #expect(projects.count == 1, "one Stress project, created once")
        project = projects.first
        items = Array(data.items)
        ids = Set(items.map(\.id.description))
    }

    /// The acknowledged ids that are not stored.
    func missing(_ acknowledged: [String]) -> [String] {
        acknowledged.filter { !ids.contains($0) }
    }

    /// Every item is in the project, with the amounts each writer gives (1, 2, 3, … from
    /// its start, so none skipped or out of order), and the project's `updatedAt` is the
    /// latest item's time: the item and the project's touch of each action were written
    /// together, the last one included.
    func expectWhole() {
        #expect(items.filter { $0.projectID != project?.id || $0.notes != nil } == [])
        let breaks = zip(items.dropFirst(), items).filter { item, previous in item.amount != 1 && item.amount != previous.amount + 1 }
        #expect(breaks.map(\.0) == [])
        #expect(items.first.map { $0.amount == 1 } ?? true)
        if let latest = items.map(\.timestamp).max() { #expect(project?.updatedAt == latest) }
    }
}

/// `udf-tui stress-writer`, running until it is killed or stops.
///
/// Started with `posix_spawn` and reaped with `waitpid` (Foundation's `Process` can leave a
/// child a zombie here, see LINUX-NOTES.md); its output comes through a pipe that only it
/// holds (close-on-exec, so that programs other tests start meanwhile do not keep it open;
/// Glibc's `pipe2` is not visible to Swift, hence `fcntl` just after), read with `poll` and a deadline, so a writer that hangs fails the
/// test instead of hanging it.
final class StressWriter {
    let pid: pid_t
    private let output: Int32
    private let errorsPath: String
    private var text = ""
    private var reaped = false

    /// How long to wait for what the writer should do within milliseconds.
    static let patience: Duration = .seconds(30)

    init(database: String, home: String, arguments: [String] = []) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ShellFailure("pipe: errno \(errno)") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        errorsPath = home + "/stress-errors-\(UUID().uuidString)"
        defer { close(ends[1]) }
        output = ends[0]
        pid = try spawn(Program.path ?? "/nonexistent", ["stress-writer", "--db", database] + arguments,
                        environment: ["HOME=\(home)", "XDG_DATA_HOME=\(home)/data", "SWIFT_BACKTRACE=enable=no"],
                        output: ends[1], errors: errorsPath)
    }

    deinit {
        if !reaped {
            sendKill(pid)
            _ = wait()
        }
        close(output)
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    /// The ids acknowledged so far, once there are at least `count` (or the writer ended,
    /// or the deadline passed).
    func read(atLeast count: Int) throws -> [String] {
        let deadline = ContinuousClock.now + Self.patience
        while lines.count < count, readChunk(until: deadline) {}
        return lines
    }

    /// Kills the writer with SIGKILL once it acknowledged `count` ids, and returns every
    /// id it acknowledged (including those printed meanwhile).
    func kill(after count: Int) throws -> [String] {
        _ = try read(atLeast: count)
        sendKill(pid)
        let status = wait()
        while readChunk(until: ContinuousClock.now + Self.patience) {}
        #expect(status == 128 + SIGKILL, "the writer stopped before it was killed: \(errors)")
        return lines
    }

    /// What happened after the writer's database went away: it stopped (its status, what
    /// it said), or it went on to `count` acknowledgements (and was then killed).
    func readToEnd(orAtLeast count: Int) throws -> (acknowledged: [String], status: Int32?, errors: [String]) {
        let deadline = ContinuousClock.now + Self.patience
        while lines.count < count, readChunk(until: deadline) {}
        if lines.count < count && ContinuousClock.now >= deadline {
            Issue.record("the writer neither stopped nor went on within \(Self.patience)")
        }
        let stopped = lines.count < count
        if !stopped { sendKill(pid) }
        let status = wait()
        while readChunk(until: ContinuousClock.now + Self.patience) {}
        return (lines, stopped ? status : nil, errors)
    }

    /// The whole lines printed so far: the acknowledged ids.
    private var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What the writer printed on standard error, a line each.
    var errors: [String] {
        ((try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Reads what is there, waiting until the deadline; false at the end of the output or
    /// past the deadline.
    private func readChunk(until deadline: ContinuousClock.Instant) -> Bool {
        OwnThread.expectBlockingAllowed()
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1))
        if ready < 0 { return errno == EINTR }
        guard ready > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBytes { readBytes(output, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR }
        guard count > 0 else { return false }
        text += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }

    /// Waits for the writer to end; its exit status, or 128 + the signal that ended it.
    private func wait() -> Int32 {
        defer { reaped = true }
        return Spawn.wait(for: pid)
    }
}

struct ShellFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Starts `executable` with its standard output on `output`, its errors in the file
/// `errors`, and exactly `environment` (see `Spawn.start`).
func spawn(_ executable: String, _ arguments: [String], environment: [String], output: Int32, errors: String) throws -> pid_t {
    try Spawn.start(executable, arguments, environment: environment, output: .descriptor(output), errors: errors)
}

// The C library's `kill` and `read`, which the writer's methods of the same names hide.
#if canImport(Glibc)
private func sendKill(_ pid: pid_t) { _ = Glibc.kill(pid, SIGKILL) }
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Glibc.read(descriptor, buffer, count) }
#elseif canImport(Darwin)
private func sendKill(_ pid: pid_t) { _ = Darwin.kill(pid, SIGKILL) }
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { Darwin.read(descriptor, buffer, count) }
#endif
