import ArgumentParser
import TrackerUI
import UDFKitDevTools

/// The full-screen program's devtools options: how many actions to keep, and whether to
/// serve them on a socket for `udf-tui devtools attach`.
struct DevToolsOptions: ParsableArguments {
    @Flag(name: .customLong("devtools"), help: "Serve devtools on a socket (mode 0600, under $XDG_RUNTIME_DIR) for `udf-tui devtools attach`.")
    var serves = false

    @Option(name: .customLong("devtools-socket"), help: ArgumentHelp("Serve devtools on the socket at this path.", valueName: "path"))
    var socket: String?

    @Option(name: .customLong("devtools-exports"),
            help: ArgumentHelp("The folder where x on the devtools screen writes recordings (mode 0600); the database's folder by default.",
                               valueName: "folder"))
    var exportFolder: String?

    @Option(name: .customLong("devtools-capacity"), help: "How many recent actions devtools keep (F12 shows them).")
    var capacity = 1_000

    func validate() throws {
        guard (1...1_000_000).contains(capacity) else {
            throw ValidationError("--devtools-capacity must be between 1 and 1000000")
        }
    }

    /// Starts serving `devTools` when asked to; nil when not asked.
    func serve(_ devTools: DevTools<TrackerState>) throws(CommandError) -> DevToolsServer<TrackerState>? {
        guard serves || socket != nil else { return nil }
        do {
            return try DevToolsServer(devTools: devTools, name: "udf-tui", path: socket)
        } catch {
            throw .failed(error.message)
        }
    }
}
