import AppCore
import AppStorage
import ArgumentParser
import Foundation

extension ProjectsCommand {
    /// `udf-tui projects list [--json]`
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the projects, most recently updated first.")

        @OptionGroup var storage: StorageOptions

        @Flag(help: "Print JSON, for scripts.")
        var json = false

        func run() throws {
            let now = CommandClock.now()
            let (data, counts) = try storage.read(orIfMissing: (AppData(), [:])) { storage throws(CommandError) in
                try CommandError.storage { () throws(StorageError) in try Self.load(from: storage, at: now) }
            }
            let projects = data.projectList().map { ProjectOutput($0, itemCount: counts[$0.id] ?? 0, in: data) }
            if json { return try Output.json(projects) }
            guard !projects.isEmpty else {
                return Output.line("No projects yet; add one with `udf-tui projects add --title … --frequency monthly`.")
            }
            Output.table([["ID", "FREQUENCY", "ITEMS", "UPDATED", "PROJECT"]] + projects.map { project in
                let units = project.units.isEmpty ? "" : " (\(project.units))"
                let running = project.activityStartedAt.map { " — running for \(ElapsedTime.text(now.timeIntervalSince($0)))" } ?? ""
                let goal = data.targetProgress(of: project.id, at: now, timeZone: CommandClock.timeZone).map { progress in
                    " — target \(progress.target.text(units: project.units)): \(progress.percent)%\(progress.isMet ? ", met" : "")"
                } ?? ""
                return [
                    project.id.description, project.frequency.rawValue, String(project.itemCount),
                    DateText.format(project.updatedAt, in: CommandClock.timeZone), project.title + units + goal + running,
                ]
            }, rightAligned: [2])
        }

        /// What the list shows, without reading every item: the projects and activities, each
        /// project's item count from the database, and the items of the current period of
        /// the projects with a target (the period from AppCore's `PeriodCalendar`).
        ///
        /// `targetProgress` then computes the period's total as on the whole data; only its
        /// `streak`, which needs earlier periods and which this list does not print, would
        /// differ.
        static func load(from storage: any DataStorage, at now: Date) throws(StorageError) -> (AppData, [ProjectID: Int]) {
            let overview = try storage.loadData(DataScope())
            let periods = overview.projects.compactMap { project -> ProjectInterval? in
                guard project.target != nil else { return nil }
                let calendar = PeriodCalendar(frequency: project.frequency, timeZone: CommandClock.timeZone)
                return ProjectInterval(projectID: project.id, interval: calendar.period(containing: now))
            }
            let data = periods.isEmpty ? overview : try storage.loadData(DataScope(itemsInIntervals: periods))
            return (data, try storage.itemCounts(of: nil))
        }
    }
}
