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
/// and the server stopped at once (`-m immediate`, as a crash) mid-sync; between rounds, what a
/// team does to files and servers: A copied to a third file C (which then writes and syncs
/// too), B backed up and later restored from that backup, the server dumped with `pg_dump`
/// and later restored from the dump. Afterwards the server and every file hold every
/// acknowledged action exactly once, `check` passes on each, and nothing waits after a final
/// sync. 8 kills in every run; 50 with `UDF_TUI_SYNC_FIGURES=1`. The kill moments and the
/// files come from `UDF_TEST_SEED` (a fixed seed by default).
@Suite(.enabled(if: LabProgram.path != nil && ThrowawayServer.isAvailable, "needs udf-tui-lab and initdb/pg_ctl"), .onOwnThread)
struct SyncCrashTests {
    static let figures = ProcessInfo.processInfo.environment["UDF_TUI_SYNC_FIGURES"] == "1"
    static let seed = ProcessInfo.processInfo.environment["UDF_TEST_SEED"].flatMap { UInt64($0) } ?? 27

    @Test(.timeLimit(.minutes(30)))
    func killsCrashesCopiesAndRestoresLoseNoAcknowledgedActionAndApplyNoneTwice() throws {
        // Given machines A and B, both linked to one server, with the writers' project
        let world = try CrashWorld()
        let project = try LabProgram(["projects", "add", "--title", "Stress", "--frequency", "daily", "--db", world.a], home: world.home)
        try #require(project.finish() == 0, "projects add: \(project.errors)")
        try world.sync(world.a, linking: true)
        try world.sync(world.b, linking: true)
        var random = SplitMix(seed: Self.seed)
        var runs: [[String]] = []
        var kills = 0, crashes = 0
        var events: [String: Int] = [:]
        var files = [world.a, world.b]
        let (backup, dump) = (world.home + "/b-backup.sqlite", world.home + "/server.pgdump")
        var (backedUp, dumped) = (false, false)
        // When, again and again, a program syncing one of the files is killed at a random
        // moment (a `sync` command or the full-screen program's background sync) while a
        // writer adds items to one of them; every eighth time the server stops at once
        // mid-sync and starts again; and between rounds the files are copied, backed up and
        // restored, and the server dumped and restored
        let target = Self.figures ? 50 : 8
        for round in 0..<(target * 2) where kills < target {
            let written = files[Int(random.next(below: UInt64(files.count)))]
            let writer = try LabProgram(["stress-writer", "--db", written, "--count", "40", "--pause", "3"], home: world.home)
            let file = files[Int(random.next(below: UInt64(files.count)))]
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
            switch round % 8 {
            case 1:
                try world.server.dump(to: dump)
                dumped = true
                events["server dumps", default: 0] += 1
            case 2 where files.count == 2:
                try world.copy(world.a, to: world.c)
                files.append(world.c)
                events["copies of A", default: 0] += 1
            case 4:
                try world.sync(world.b)    // what B acknowledged is on the server
                try world.copy(world.b, to: backup)
                backedUp = true
                events["backups of B", default: 0] += 1
            case 5 where dumped:
                try world.server.restore(from: dump)
                events["server restores", default: 0] += 1
            case 6 where backedUp:
                try world.sync(world.b)
                try world.copy(backup, to: world.b, inPlace: true)
                events["restores of B", default: 0] += 1
            default:
                break
            }
        }
        print("sync crash: \(kills) syncing programs killed mid-run, \(crashes) server crashes (seed \(Self.seed)), "
              + "\(runs.joined().count) actions acknowledged; " + events.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))

        // Then after a final sync of each, nothing waits and nothing conflicts
        for file in files + files { try world.sync(file) }
        for file in files { #expect(try world.counts(file) == SyncCounts(waiting: 0, conflicts: 0)) }
        // And the server and every file hold the same data, every acknowledged item in it
        // with the amounts its writer gave (1, 2, 3 …: none lost, none applied twice)
        let server = try world.serverData()
        for file in files { #expect(try world.fileData(file) == server, "\(file)") }
        let amounts = Dictionary(uniqueKeysWithValues: server.items.map { ($0.id.description, $0.amount) })
        for run in runs {
            #expect(run.map { amounts[$0] } == run.indices.map { Double($0 + 1) })
        }
        #expect(server.items.count - runs.joined().count <= runs.count, "more than one unacknowledged item per writer")
        #expect(server.projects.map(\.title) == ["Stress"])
        // And `check` passes on each
        for database in files + [world.server.url] {
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
    var c: String { home + "/c.sqlite" }

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

    /// Copies the database `file` to `target` as `cp` would, with its `-wal` (a program killed
    /// leaves its last commits there); `inPlace` writes over `target`'s bytes, keeping its
    /// inode, as restoring a backup over a file does. Nothing may have the files open.
    func copy(_ file: String, to target: String, inPlace: Bool = false) throws {
        let manager = FileManager.default
        for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: target + suffix) { try manager.removeItem(atPath: target + suffix) }
        if inPlace {
            try Data(contentsOf: URL(fileURLWithPath: file)).write(to: URL(fileURLWithPath: target))
        } else {
            if manager.fileExists(atPath: target) { try manager.removeItem(atPath: target) }
            try manager.copyItem(atPath: file, toPath: target)
        }
        if manager.fileExists(atPath: file + "-wal") { try manager.copyItem(atPath: file + "-wal", toPath: target + "-wal") }
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
