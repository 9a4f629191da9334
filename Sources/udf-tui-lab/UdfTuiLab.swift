import ArgumentParser
import TrackerCommands

/// `udf-tui-lab`: udf-tui with what its tests and measurements need, never shipped.
///
/// Every command of udf-tui, the full-screen program included, behaves as in udf-tui, with
/// the hooks of ``LabHooks`` installed from the environment; and two more commands:
/// `stress-writer` (the crash tests) and `bench-storage` (the storage figures). It is an
/// executable target of the package, not a product.
///
/// ```sh
/// UDF_TUI_NOW=2025-06-15T12:00:00Z udf-tui-lab projects list --db /tmp/x.sqlite
/// udf-tui-lab bench-storage --create-only --items 1000000 --folder /tmp
/// ```
struct UdfTuiLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "udf-tui-lab",
        abstract: "udf-tui with the hooks and commands of its tests and measurements (not shipped).",
        version: ProgramVersion.current,
        subcommands: [UdfTui.self, StressWriterCommand.self, BenchStorageCommand.self],
        defaultSubcommand: UdfTui.self
    )
}
