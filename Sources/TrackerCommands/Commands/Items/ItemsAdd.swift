import AppCore
import AppStorage
import ArgumentParser

extension ItemsCommand {
    /// `udf-tui items add --project P --amount A [--at DATE] [--notes N]`
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Record an amount for a project.")

        @OptionGroup var storage: StorageOptions

        @OptionGroup var target: ProjectOption

        // `.unconditional`: "-5" is the value, not an unknown option (it said "Missing value").
        @Option(parsing: .unconditional, help: "The amount, a number such as 412, 7.5 or -2.")
        var amount: String

        @Option(help: ArgumentHelp("When it happened: YYYY-MM-DD[THH:MM[:SS]][Z|±HH:MM] in local time, or now.", valueName: "date"))
        var at = "now"

        @Option(help: "Free text about it.")
        var notes: String?

        @Flag(help: "Print the new item as JSON.")
        var json = false

        func run() throws {
            let amount = try InputParsing.amount(amount)
            let timestamp = try InputParsing.date(at)
            let id = ItemID()
            // Every project, and the item with the new id if one had it: what the action
            // reads (see DataScope), not the other items.
            let app = try storage.openStore(scope: DataScope(items: [id]))
            defer { app.close() }
            let project = try target.resolve(in: app.data)
            try app.run(ItemAction.itemAdded(
                id: id, projectID: project.id, amount: amount, timestamp: timestamp, notes: notes, at: CommandClock.now()
            ))
            if json, let item = app.data.items[id: id] { return try Output.json(item) }
            let units = project.units.isEmpty ? "" : " " + project.units
            Output.line("Added \(AmountText.format(amount))\(units) to \"\(project.title)\" (item \(id)).")
        }
    }
}
