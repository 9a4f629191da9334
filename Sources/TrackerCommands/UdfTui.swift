import ArgumentParser

/// `udf-tui`: the full-screen program by default, and commands for scripts.
///
/// Every command that changes data opens the same store, with the same actions and the
/// same persistence middleware, as the full-screen program. See docs/commands.md.
package struct UdfTui: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "udf-tui",
        abstract: "Keep track of what you collect regularly (mileage, hours, spending) and time your work.",
        discussion: "Without a command, opens the full-screen program. The commands below read and change the same database, for scripts.",
        version: ProgramVersion.current,
        subcommands: [
            ProjectsCommand.self, ItemsCommand.self, TimerCommand.self,
            ExportCommand.self, ImportCommand.self, ReportCommand.self, CheckCommand.self, SyncCommand.self,
            DevToolsCommand.self,
        ]
    )

    @OptionGroup var storage: StorageOptions

    @Flag(help: "Fill an empty database with sample projects first.")
    var demo = false

    @OptionGroup var devTools: DevToolsOptions

    package init() {}

    package func run() throws {
        try runTerminalProgram(storage: storage, demo: demo, devTools: devTools)
    }
}

