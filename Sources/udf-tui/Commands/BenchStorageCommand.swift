import AppStorage
import ArgumentParser
import Foundation

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

    @Option(help: "How many actions to time.")
    var actions = 1_000

    @Option(help: "How many cold starts to time.")
    var starts = 7

    @Flag(help: "Reuse the benchmark database of an earlier run if there is one.")
    var reuse = false

    @Flag(help: "Only create the database (for scripts/cold-start.sh and the tests); measure nothing.")
    var createOnly = false

    func run() throws {
        let path = (folder as NSString).appendingPathComponent("udf-bench.sqlite")
        do {
            if !reuse || !FileManager.default.fileExists(atPath: path) {
                try StorageBenchmarks.createLargeDatabase(at: path, itemCount: items)
            }
            if createOnly { return Output.line("database: \(path), \(items) items") }
            let starts = try StorageBenchmarks.coldStartTimes(at: path, runs: starts)
            let commits = try StorageBenchmarks.commitTimes(at: path, actions: actions)
            let restores = try StorageBenchmarks.restoreTimes(at: path)
            let reloads = try StorageBenchmarks.reloadTimes(at: path)
            let latencies = try StorageBenchmarks.externalChangeLatencies(at: path)
            let wakeUps = try StorageBenchmarks.idleWakeUps(at: path)
            Output.line("database: \(path), \(items) items")
            Output.line(String(format: "commit per action: median %.3f ms, p99 %.3f ms, max %.3f ms (%d actions)",
                               commits.median.milliseconds, commits.p99.milliseconds, commits.maximum.milliseconds, actions))
            Output.line(String(format: "restore of an earlier version (undo): median %.1f ms, max %.1f ms (%d restores)",
                               restores.median.milliseconds, restores.maximum.milliseconds, restores.samples.count))
            Output.line(String(format: "reload after another program's write: median %.1f ms, max %.1f ms (%d reloads)",
                               reloads.median.milliseconds, reloads.maximum.milliseconds, reloads.samples.count))
            Output.line(String(format: "another program's commit to a watching store: median %.1f ms, max %.1f ms (%d changes)",
                               latencies.median.milliseconds, latencies.maximum.milliseconds, latencies.samples.count))
            Output.line("idle watcher: \(wakeUps) wake-ups in 2 s (goal: at most 1 a second)")
            Output.line(String(format: "cold start to a loaded store: median %.1f ms, max %.1f ms (%d runs)",
                               starts.median.milliseconds, starts.maximum.milliseconds, self.starts))
        } catch {
            throw CommandError.storage(error)
        }
    }
}
