import AppCore
import AppStorage
import ArgumentParser

extension ItemsCommand {
    /// `udf-tui items delete ITEM`
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete an item.")

        @OptionGroup var storage: StorageOptions

        @Argument(help: "The item's id (see `udf-tui items list`).")
        var item: String

        func run() throws {
            let id = try InputParsing.itemID(item)
            // The item, and the last item of all, which takes its place: O(1) at any size.
            let app = try storage.openStore(scope: DataScope(items: [id], lastItem: true))
            defer { app.close() }
            let title = app.data.items[id: id].flatMap { app.data.projects[id: $0.projectID]?.title }
            try app.run(ItemAction.itemDeleted(id: id, at: CommandClock.now()))
            Output.line("Deleted item \(id)\(title.map { " of \"\($0)\"" } ?? "").")
        }
    }
}
