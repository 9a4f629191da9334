@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Testing

/// `udf-tui sync status`, `sync resolve` and a read command with `--sync`, run as a person
/// runs them (the built `udf-tui-lab`), on files the in-process machines share with them.
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct ConflictResolutionCommandTests {
    typealias F = SyncFixtures

    @Test func statusShowsMineBesideTheirsAndResolveKeepsMine() throws {
        let (world, a, b, conflict) = try ConflictResolutionTests.bConflicted()

        let status = try Command.run(["sync", "status", "--db", b.path], in: world)
        #expect(status.output.split(separator: "\n").dropFirst().map(String.init) == [
            "Conflict \(conflict): itemEdited (ItemAction) — item changed elsewhere.",
            "  item of Mileage · amount: mine 500 km, theirs 400 km",
            "Resolve each with udf-tui sync resolve NUMBER --keep-mine or --take-theirs.",
        ])
        let resolved = try Command.run(["sync", "resolve", "\(conflict)", "--keep-mine", "--db", b.path], in: world)
        #expect(resolved.output == "Conflict \(conflict) resolved: your change waits to be sent (udf-tui sync sends it).\n")
        let synced = try Command.run(["sync", "--db", b.path], in: world)
        try a.sync()

        #expect(synced.output.hasPrefix("Sent 1 action;"))
        #expect(try a.fileData().items.map(\.amount) == [500])
    }

    @Test func resolvingWithoutAChoiceOrANumberTheFileKeepsFailsInOneLine() throws {
        let (world, _, b, _) = try ConflictResolutionTests.bConflicted()

        let neither = try Command.run(["sync", "resolve", "1", "--db", b.path], in: world)
        let unknown = try Command.run(["sync", "resolve", "99", "--take-theirs", "--db", b.path], in: world)

        #expect(neither.status == 64)
        #expect(neither.errors == "udf-tui: give one of --keep-mine or --take-theirs (see --help)\n")
        #expect(unknown.status == 1)
        #expect(unknown.errors == "udf-tui: \(b.path) keeps no conflict 99: udf-tui sync status lists them.\n")
        #expect(try b.synchronizer.local.syncCounts().conflicts == 1)
    }

    @Test func aReadCommandWithSyncSyncsBeforeItReads() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        let fresh = world.folder + "/fresh.sqlite"

        let listed = try Command.run(["projects", "list", "--db", fresh, "--sync", world.serverURL], in: world)

        #expect(listed.status == 0)
        #expect(listed.output.contains("Mileage (km)"))
        #expect(listed.errors.hasPrefix("udf-tui: Synced: First sync: 0 records uploaded, 1 to download"))
    }
}

/// The built program, run in a fixed environment (UTC), its output and errors read back.
enum Command {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `udf-tui-lab` (built beside the tests) with `arguments`; its files in `world`'s folder.
    static func run(_ arguments: [String], in world: SyncWorld) throws -> Result {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = (1...4).map { level in
            (0..<level).reduce(bundle) { url, _ in url.deletingLastPathComponent() }.appendingPathComponent("udf-tui-lab").path
        }
        let path = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build --build-tests builds udf-tui-lab")
        let (output, errors) = (world.folder + "/out-\(UUID())", world.folder + "/err-\(UUID())")
        let environment = ["TZ=UTC", "HOME=" + world.folder, "XDG_DATA_HOME=" + world.folder + "/data", "SWIFT_BACKTRACE=enable=no"]
        let status = Spawn.wait(for: try Spawn.start(path, arguments, environment: environment, output: .file(output), errors: errors))
        return Result(status: status, output: try String(contentsOfFile: output, encoding: .utf8),
                      errors: try String(contentsOfFile: errors, encoding: .utf8))
    }
}
