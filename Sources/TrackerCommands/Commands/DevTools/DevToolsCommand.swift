import ArgumentParser

/// `udf-tui devtools`: look at a running program's actions from another terminal, or step
/// through a recording.
struct DevToolsCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "devtools",
        abstract: "Devtools: the actions of a running udf-tui (or any UDFKit app) and time travel.",
        discussion: """
            Start the program with --devtools to serve its devtools on a socket; it shows the \
            socket's path. In the program, F12 opens the same screen. See docs/devtools.md.
            """,
        subcommands: [DevToolsAttach.self, DevToolsReplay.self]
    )
}
