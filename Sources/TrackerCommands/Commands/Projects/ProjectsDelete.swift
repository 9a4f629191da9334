import AppCore
import ArgumentParser

extension ProjectsCommand {
    /// `udf-tui projects delete PROJECT`
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a project, with its items and its running activity.")

        @OptionGroup var storage: StorageOptions

        @Argument(help: "The project: its id, or its title if no other project has it.")
        var project: String

        func run() throws {
            let app = try storage.openStore()
            defer { app.close() }
            let target = try ProjectReference.resolve(project, in: app.data)
            let itemCount = app.data.items.count { $0.projectID == target.id }
            try app.run(ProjectAction.projectDeleted(id: target.id))
            Output.line("Deleted project \"\(target.title)\" and its \(itemCount) item\(itemCount == 1 ? "" : "s").")
        }
    }
}
