import AppCore
import AppStorage
import ArgumentParser

extension ProjectsCommand {
    /// `udf-tui projects delete PROJECT`
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a project, with its items and its running activity.")

        @OptionGroup var storage: StorageOptions

        @Argument(help: "The project: its id, or its title if no other project has it.")
        var project: String

        func run() throws {
            // The projects alone: the database deletes the items with their project, so the
            // time and memory are the same for a project of ten items or of a million.
            let app = try storage.openStore(scope: DataScope())
            defer { app.close() }
            let target = try ProjectReference.resolve(project, in: app.data)
            let itemCount = try CommandError.storage { () throws(StorageError) in try app.persistence.storage.itemCounts(of: target.id)[target.id] ?? 0 }
            try app.run(ProjectAction.projectDeleted(id: target.id))
            Output.line("Deleted project \"\(target.title)\" and its \(itemCount) item\(itemCount == 1 ? "" : "s").")
        }
    }
}
