import AppCore
import AppStorage
import ArgumentParser
import Foundation

extension TimerCommand {
    /// `udf-tui timer status [--json]`
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the projects being timed.")

        @OptionGroup var storage: StorageOptions

        @Flag(help: "Print JSON, for scripts.")
        var json = false

        /// A running activity as `--json` prints it.
        struct Running: Encodable {
            var projectID: ProjectID
            var project: String
            var startedAt: Date
            var elapsedSeconds: Double
        }

        func run() throws {
            let data = try storage.read(orIfMissing: AppData()) { storage throws(CommandError) in
                try CommandError.storage { () throws(StorageError) in try storage.loadData(DataScope()) }    // no item
            }
            let now = CommandClock.now()
            let running = data.activities.map { activity in
                Running(
                    projectID: activity.projectID, project: data.projects[id: activity.projectID]?.title ?? "",
                    startedAt: activity.startedAt, elapsedSeconds: activity.elapsed(at: now)
                )
            }
            if json { return try Output.json(running) }
            guard !running.isEmpty else { return Output.line("No timer is running.") }
            for entry in running {
                Output.line("\"\(entry.project)\": running for \(ElapsedTime.text(entry.elapsedSeconds)) since \(DateText.format(entry.startedAt, in: CommandClock.timeZone)).")
            }
        }
    }
}
