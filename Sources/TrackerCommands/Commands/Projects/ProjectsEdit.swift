import AppCore
import AppStorage
import ArgumentParser

extension ProjectsCommand {
    /// `udf-tui projects edit PROJECT [--title T] [--units U] [--frequency F] [--target "at most N" | none]`
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change the title, units, frequency or target of a project.")

        @OptionGroup var storage: StorageOptions

        @Argument(help: "The project: its id, or its title if no other project has it.")
        var project: String

        @Option(help: "The new title.")
        var title: String?

        @Option(help: "The new units.")
        var units: String?

        @Option(help: "The new frequency: daily, monthly or yearly.")
        var frequency: FrequencyArgument?

        @Option(help: ArgumentHelp("The new target: \"at least 100\", \"at most 300\" (or >=, <=), or none.", valueName: "target"))
        var target: TargetArgument?

        func run() throws {
            guard title != nil || units != nil || frequency != nil || target != nil else {
                throw CommandError.usage("nothing to change; give --title, --units, --frequency or --target")
            }
            // Projects alone: an edit or a target changes no item.
            let app = try storage.openStore(scope: DataScope())
            defer { app.close() }
            let old = try ProjectReference.resolve(project, in: app.data)
            let now = CommandClock.now()
            do { try target?.target?.validate() } catch { throw CommandError.refused(error) }
            if title != nil || units != nil || frequency != nil {
                try app.run(ProjectAction.projectEdited(
                    id: old.id, title: title ?? old.title, units: units ?? old.units,
                    frequency: frequency?.frequency ?? old.frequency, at: now
                ))
            }
            if let target { try app.run(ProjectAction.targetSet(id: old.id, target: target.target, at: now)) }
            if app.data.projects[id: old.id]?.title != old.title { Output.warnIfTitleShared(by: old.id, in: app.data) }
            Output.line("Updated project \"\(app.data.projects[id: old.id]?.title ?? old.title)\".")
        }
    }
}
