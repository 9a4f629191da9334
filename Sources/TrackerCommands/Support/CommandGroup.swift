import ArgumentParser

/// A command that only groups subcommands (`projects`, `items`, `timer`, `devtools`): run
/// alone it is a usage error, one line and status 64 like any other, not its help and 0.
protocol CommandGroup: ParsableCommand {}

extension CommandGroup {
    func run() throws {
        let name = Self.configuration.commandName ?? ""
        let names = Self.configuration.subcommands.compactMap { $0.configuration.commandName }
        throw CommandError.usage("`udf-tui \(name)` needs one of \(names.joined(separator: ", ")) (see `udf-tui \(name) --help`)")
    }
}
