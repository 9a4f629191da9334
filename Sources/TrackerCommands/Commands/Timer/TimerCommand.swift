import AppCore
import AppStorage
import ArgumentParser
import Foundation

/// `udf-tui timer start|stop|status`
struct TimerCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Time your work on a project; stopping records the hours as an item.",
        subcommands: [Start.self, Stop.self, Status.self]
    )

    /// `udf-tui timer start --project P`
    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "start", abstract: "Start timing a project.")

        @OptionGroup var storage: StorageOptions

        @OptionGroup var target: ProjectOption

        func run() throws {
            // Projects and activities only: starting a timer reads no item.
            let app = try storage.openStore(scope: DataScope())
            defer { app.close() }
            let project = try target.resolve(in: app.data)
            let now = CommandClock.now()
            try app.run(ActivityAction.activityStarted(projectID: project.id, at: now))
            Output.line("Started timing \"\(project.title)\" at \(DateText.format(now, in: CommandClock.timeZone)).")
        }
    }

    /// `udf-tui timer stop --project P`
    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "stop", abstract: "Stop timing a project and record the time as an item, in the project's unit of time.")

        @OptionGroup var storage: StorageOptions

        @OptionGroup var target: ProjectOption

        func run() throws {
            let itemID = ItemID()
            // Projects, activities, and the item with the new id if one had it.
            let app = try storage.openStore(scope: DataScope(items: [itemID]))
            defer { app.close() }
            let project = try target.resolve(in: app.data)
            let now = CommandClock.now()
            let running = app.data.activities[id: project.id]
            try app.run(ActivityAction.activityStopped(projectID: project.id, itemID: itemID, at: now))
            let amount = app.data.items[id: itemID]?.amount ?? 0
            let units = TimeUnit(units: project.units) == nil ? "h" : project.units
            Output.line("Stopped \"\(project.title)\" after \(ElapsedTime.text(running?.elapsed(at: now) ?? 0)); recorded \(AmountText.format(amount)) \(units) (item \(itemID)).")
            if let warning = running?.stopWarning(at: now) { Output.error("Warning: " + warning + ".") }
        }
    }
}
