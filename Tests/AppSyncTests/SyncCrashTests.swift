@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessTesting
import Testing

/// The crash figure: programs killed with SIGKILL at random moments while they sync,
/// and the server stopped at once (`-m immediate`, as a crash) mid-sync. Afterwards the server
/// and both files hold every acknowledged action exactly once, `check` passes on each, and
/// nothing waits after a final sync. 8 kills in every run; 50 with `UDF_TUI_SYNC_FIGURES=1`.
/// The kill moments come from `UDF_TEST_SEED` (a fixed seed by default).
@Suite(.enabled(if: LabProgram.path != nil && ThrowawayServer.isAvailable, "needs udf-tui-lab and initdb/pg_ctl"), .onOwnThread)
struct SyncCrashTests {
    static let figures = ProcessInfo.processInfo.environment["UDF_TUI_SYNC_FIGURES"] == "1"
    static let seed = ProcessInfo.processInfo.environment["UDF_TEST_SEED"].flatMap { UInt64($0) } ?? 27

    @Test(.timeLimit(.minutes(30)))
    func killsAndAServerCrashMidSyncLoseNoAcknowledgedActionAndApplyNoneTwice() throws {
        // Given machine A (a writer adding items) and machine B, both linked to one server
        let world = try CrashWorld()
        try world.sync(world.a, linking: true)
        try world.sync(world.b, linking: true)
        var random = SplitMix(seed: Self.seed)
        var runs: [[String]] = []
        var kills = 0, crashes = 0
        // When, again and again, a program syncing A or B is killed at a random moment (a
        // `sync` command or the full-screen program's background sync), while A's writer
        // writes; and every eighth time the server stops at once mid-sync and starts again
        let target = Self.figures ? 50 : 8
        for round in 0..<(target * 2) where kills < target {
            let writer = try LabProgram(["stress-writer", "--db", world.a, "--count", "40", "--pause", "3"], home: world.home)
            let file = random.next(below: 2) == 0 ? world.a : world.b
            let terminal = random.next(below: 2) == 0 ? try PseudoTerminal() : nil
            let syncer = try LabProgram(terminal == nil ? ["sync", "--db", file] : ["--db", file], home: world.home, terminal: terminal)
            usleep(useconds_t(50_000 + random.next(below: 600_000)))    // the random moment
            if round % 8 == 3 {
                try world.server.restart()
                crashes += 1
            }
            if syncer.kill() == 128 + SIGKILL { kills += 1 }
            writer.kill()
            runs.append(writer.lines)
        }
        print("sync crash: \(kills) syncing programs killed mid-run, \(crashes) server crashes (seed \(Self.seed)), \(runs.joined().count) actions acknowledged")

        // Then after a final sync of each, nothing waits and nothing conflicts
        for file in [world.a, world.b, world.a] { try world.sync(file) }
        for file in [world.a, world.b] { #expect(try world.counts(file) == SyncCounts(waiting: 0, conflicts: 0)) }
        // And the server and both files hold the same data, every acknowledged item in it
        // with the amounts its writer gave (1, 2, 3 …: none lost, none applied twice)
        let server = try world.serverData()
        #expect(try world.fileData(world.a) == server)
        #expect(try world.fileData(world.b) == server)
        let amounts = Dictionary(uniqueKeysWithValues: server.items.map { ($0.id.description, $0.amount) })
        for run in runs {
            #expect(run.map { amounts[$0] } == run.indices.map { Double($0 + 1) })
        }
        #expect(server.items.count - runs.joined().count <= runs.count, "more than one unacknowledged item per writer")
        #expect(server.projects.map(\.title) == ["Stress"])
        // And `check` passes on each
        for database in [world.a, world.b, world.server.url] {
            let check = try LabProgram(["check", "--db", database], home: world.home)
            #expect(check.finish() == 0, "check \(database): \(check.errors)")
        }
    }
}

/// A server of the test's own, and the files of machines A and B in a folder of its own.
final class CrashWorld {
    let server: ThrowawayServer
    let home: String
    var a: String { home + "/a.sqlite" }
    var b: String { home + "/b.sqlite" }

    init() throws {
        server = try ThrowawayServer()
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
        home = base + "udf-sync-crash-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
    }

    /// `udf-tui sync --db file` (linking it to the server first with `linking`), expected to succeed.
    func sync(_ file: String, linking: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sync = try LabProgram(["sync", "--db", file] + (linking ? ["--sync", server.url] : []), home: home)
        #expect(sync.finish() == 0, "sync \(file): \(sync.errors)", sourceLocation: sourceLocation)
    }

    func counts(_ file: String) throws -> SyncCounts {
        let database = try AppDatabase.open(at: file, access: .readOnly)
        defer { database.close() }
        return try database.syncCounts()
    }

    func fileData(_ file: String) throws -> AppData {
        let database = try AppDatabase.open(at: file, access: .readOnly)
        defer { database.close() }
        return try database.loadData()
    }

    func serverData() throws -> AppData {
        let storage = try PostgresStorage.open(PostgresLocation(parsing: server.url))
        defer { storage.close() }
        return try storage.loadData()
    }
}

/// Numbers drawn from a seed (SplitMix64): the same seed, the same kill moments.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return (mixed ^ (mixed >> 31)) % bound
    }
}
