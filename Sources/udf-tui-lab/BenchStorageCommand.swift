import AppCore
import AppStorage
import AppStoragePostgres
import ArgumentParser
import Foundation
import TrackerCommands

/// `udf-tui bench-storage`: a hidden command that measures the storage and prints the figures.
///
/// Build in release first (`swift build -c release`): the figures of a debug build mean
/// little. It creates a database of 1,000 projects and 100,000 items in `--folder`, then
/// times single actions and cold starts through ``StorageBenchmarks``. With `--create-only`
/// it stops once the database is there, for scripts that need a large database.
struct BenchStorageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-storage",
        abstract: "Measure commit time and cold start at 100,000 items.",
        shouldDisplay: false
    )

    @Option(help: "The folder for the benchmark database (its disk decides the fsync time).")
    var folder = NSTemporaryDirectory()

    @Option(help: "How many items.")
    var items = 100_000

    @Option(help: "How many projects.")
    var projects = 1_000

    @Flag(help: "Spread the items over the projects (by default the first project holds them all).")
    var spread = false

    @Option(help: "How many actions to time.")
    var actions = 1_000

    @Option(help: "How many cold starts to time.")
    var starts = 7

    @Option(help: ArgumentHelp("Also measure PostgreSQL at this URL, in a schema udf_bench that it replaces.", valueName: "url"))
    var postgres: String?

    @Flag(help: "Reuse the benchmark database of an earlier run if there is one.")
    var reuse = false

    @Flag(help: "Only create the database (for scripts/cold-start.sh and the tests); measure nothing.")
    var createOnly = false

    func run() throws {
        let path = (folder as NSString).appendingPathComponent("udf-bench.sqlite")
        do {
            if !reuse || !FileManager.default.fileExists(atPath: path) {
                try StorageBenchmarks.createLargeDatabase(at: path, projectCount: projects, itemCount: items, spread: spread)
            }
            if createOnly { return Output.line("database: \(path), \(projects) projects, \(items) items") }
            let starts = try StorageBenchmarks.coldStartTimes(at: path, runs: starts)
            let commits = try StorageBenchmarks.commitTimes(at: path, actions: actions)
            let restores = try StorageBenchmarks.restoreTimes(at: path)
            let reloads = try StorageBenchmarks.reloadTimes(at: path)
            let latencies = try StorageBenchmarks.externalChangeLatencies(at: path)
            let wakeUps = try StorageBenchmarks.idleWakeUps(at: path)
            Output.line("database: \(path), \(items) items")
            Output.line(Self.figure("commit per action", commits, of: "actions", withP99: true))
            Output.line(Self.figure("restore of an earlier version (undo)", restores, of: "restores"))
            Output.line(Self.figure("reload after another program's write", reloads, of: "reloads"))
            Output.line(Self.figure("another program's commit to a watching store", latencies, of: "changes"))
            Output.line("idle watcher: \(wakeUps) wake-ups in 2 s (goal: at most 1 a second)")
            Output.line(Self.figure("cold start to a loaded store", starts, of: "runs"))
            if let postgres { try measurePostgres(at: PostgresLocation(parsing: postgres)) }
        } catch {
            throw CommandError.storage(error)
        }
    }

    /// The same figures on PostgreSQL, beside SQLite's: the same data in a fresh schema.
    private func measurePostgres(at server: PostgresLocation) throws(StorageError) {
        let location = try PostgresStorage.emptySchema("udf_bench", at: server)
        let open = { () throws(StorageError) -> any DataStorage in try PostgresStorage.open(location) }
        let clock = ContinuousClock()
        let start = clock.now
        let storage = try open()
        try storage.write(DataChange(from: AppData(), to: SampleData.large(projectCount: projects, itemCount: items, spread: spread)))
        storage.close()
        let creation = clock.now - start
        let starts = try StorageBenchmarks.coldStartTimes(opening: open, runs: starts)
        let commits = try StorageBenchmarks.commitTimes(opening: open, actions: actions)
        let reloads = try StorageBenchmarks.reloadTimes(of: open())
        let latencies = try StorageBenchmarks.externalChangeLatencies(opening: open)
        Output.line("PostgreSQL: \(location), \(items) items (written in one transaction in \(String(format: "%.1f", creation.milliseconds / 1_000)) s)")
        Output.line(Self.figure("  commit per action", commits, of: "actions", withP99: true))
        Output.line(Self.figure("  reload after another program's write (everything)", reloads, of: "reloads"))
        Output.line(Self.figure("  another connection's commit to a watching store", latencies, of: "changes"))
        Output.line(Self.figure("  cold start to a loaded store", starts, of: "runs"))
    }

    /// One line of figures: "label: median 0.243 ms, p99 0.649 ms, max 5.215 ms (1000 actions)";
    /// three decimals with the p99, one without.
    private static func figure(_ label: String, _ timings: Timings, of noun: String, withP99: Bool = false) -> String {
        let figures = withP99
            ? String(format: "median %.3f ms, p99 %.3f ms, max %.3f ms", timings.median.milliseconds, timings.p99.milliseconds, timings.maximum.milliseconds)
            : String(format: "median %.1f ms, max %.1f ms", timings.median.milliseconds, timings.maximum.milliseconds)
        return "\(label): \(figures) (\(timings.samples.count) \(noun))"
    }
}
