import AppCore
import AppStorage
import ArgumentParser

extension ProjectsCommand {
    /// `udf-tui projects list [--json]`
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the projects, most recently updated first.")

        @OptionGroup var storage: StorageOptions

        @Flag(help: "Print JSON, for scripts.")
        var json = false

        func run() throws {
            let data = try storage.loadData()
            let counts = data.itemCountsByProject()
            let projects = data.projectList().map { ProjectOutput($0, itemCount: counts[$0.id] ?? 0, in: data) }
            if json { return try Output.json(projects) }
            guard !projects.isEmpty else {
                return Output.line("No projects yet; add one with `udf-tui projects add --title … --frequency monthly`.")
            }
            let now = CommandClock.now()
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
    }
}
