import ArgumentParser

/// `udf-tui items …`
struct ItemsCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "List, add, edit and delete the items of a project.",
        subcommands: [List.self, Add.self, Edit.self, Delete.self]
    )
}
