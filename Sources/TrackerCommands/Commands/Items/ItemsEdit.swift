import AppCore
import AppStorage
import ArgumentParser

extension ItemsCommand {
    /// `udf-tui items edit ITEM [--amount A] [--at DATE] [--notes N]`
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change the amount, time or notes of an item.")

        @OptionGroup var storage: StorageOptions

        @Argument(help: "The item's id (see `udf-tui items list`).")
        var item: String

        // `.unconditional`: "-5" is the value, not an unknown option (it said "Missing value").
        @Option(parsing: .unconditional, help: "The new amount, such as 380 or -2.")
        var amount: String?

        @Option(help: ArgumentHelp("The new time: YYYY-MM-DD[THH:MM[:SS]][Z|±HH:MM] in local time, or now.", valueName: "date"))
        var at: String?

        @Option(help: "The new notes; an empty text removes them.")
        var notes: String?

        func run() throws {
            guard amount != nil || at != nil || notes != nil else {
                throw CommandError.usage("nothing to change; give --amount, --at or --notes")
            }
            let id = try InputParsing.itemID(item)
            let newAmount = try amount.map(InputParsing.amount)
            let newTimestamp = try at.map(InputParsing.date)
            let app = try storage.openStore(scope: DataScope(items: [id]))
            defer { app.close() }
            guard let old = app.data.items[id: id] else { throw CommandError.refused(.unknownItem(id: id)) }
            try app.run(ItemAction.itemEdited(
                id: id, amount: newAmount ?? old.amount, timestamp: newTimestamp ?? old.timestamp,
                notes: notes ?? old.notes, at: CommandClock.now()
            ))
            Output.line("Updated item \(id).")
        }
    }
}
