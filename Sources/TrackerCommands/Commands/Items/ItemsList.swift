import AppCore
import AppStorage
import ArgumentParser

extension ItemsCommand {
    /// `udf-tui items list --project P [--json]`
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the items of a project, newest first.")

        @OptionGroup var storage: StorageOptions

        @OptionGroup var target: ProjectOption

        @Flag(help: "Print JSON, for scripts.")
        var json = false

        func run() throws {
            // The projects first, to find the one named; then its items alone.
            let (project, items): (Project, [Item]) = try storage.read(orIfMissing: (try target.resolve(in: AppData()), [])) { storage throws(CommandError) in
                let projects = try CommandError.storage { () throws(StorageError) in try storage.loadData(DataScope()) }
                let project = try target.resolve(in: projects)
                let data = try CommandError.storage { () throws(StorageError) in
                    try storage.loadData(DataScope(itemsOfProjects: [project.id]))
                }
                return (project, data.items(of: project.id))
            }
            if json { return try Output.json(items) }
            guard !items.isEmpty else { return Output.line("\"\(project.title)\" has no items yet.") }
            let amount = project.units.isEmpty ? "AMOUNT" : "AMOUNT (\(project.units))"
            Output.table([["ID", "DATE", amount, "NOTES"]] + items.map { item in
                [item.id.description, DateText.format(item.timestamp, in: CommandClock.timeZone), AmountText.format(item.amount), item.notes ?? ""]
            }, rightAligned: [2])
        }
    }
}
