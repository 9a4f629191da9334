import AppCore
import AppStorage
import ArgumentParser

extension ProjectsCommand {
    /// `udf-tui projects add --title T [--units U] --frequency F [--target "at least N"]`
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Create a project.")

        @OptionGroup var storage: StorageOptions

        @Option(help: "What you collect, such as \"Mileage\".")
        var title: String

        @Option(help: "The unit of the amounts, such as km, h or €.")
        var units = ""

        @Option(help: "How the amounts group: daily, monthly or yearly.")
        var frequency: FrequencyArgument

        @Option(help: ArgumentHelp("What each period aims for: \"at least 100\", \"at most 300\" (or >=, <=).", valueName: "target"))
        var target: TargetArgument?

        @Flag(help: "Print the new project as JSON.")
        var json = false

        func run() throws {
            // Every project is loaded (a title shared is warned of), no item: a new project has none.
            let app = try storage.openStore(scope: DataScope())
            defer { app.close() }
            let id = ProjectID()
            let now = CommandClock.now()
            // Checked before the project is created, so that a bad target creates nothing.
            do { try target?.target?.validate() } catch { throw CommandError.refused(error) }
            try app.run(ProjectAction.projectCreated(id: id, title: title, units: units, frequency: frequency.frequency, at: now))
            if let target = target?.target { try app.run(ProjectAction.targetSet(id: id, target: target, at: now)) }
            guard let project = app.data.projects[id: id] else { return }
            Output.warnIfTitleShared(by: id, in: app.data)
            if json { return try Output.json(ProjectOutput(project, itemCount: app.data.items.count { $0.projectID == id }, in: app.data)) }
            Output.line("Created project \"\(project.title)\" (\(project.id)).")
        }
    }
}
