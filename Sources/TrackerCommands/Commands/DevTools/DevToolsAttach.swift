import ArgumentParser
import DevToolsUI
import Foundation
import NcursesBackend
import TerminalUI
import UDFKitDevTools

/// `udf-tui devtools attach PATH`: the devtools screen of an app serving them on a socket,
/// live: its log, diffs on request, and travel sent back to the app.
struct DevToolsAttach: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Show the devtools an app serves at PATH (udf-tui --devtools prints it)."
    )

    @Argument(help: "The socket's path.")
    var path: String

    func run() throws {
        TerminalProgram.requireTerminal()
        let connection: DevToolsConnection
        do {
            connection = try DevToolsConnection.attach(to: path)
        } catch {
            throw CommandError.failed(error.message)
        }
        defer { connection.close() }
        let status = DevToolsViewerLoop.run(DevToolsScreen(connection: connection, exportFolder: TerminalProgram.dataFolder))
        if status != 0 { throw CommandError(message: "the terminal went away", exitStatus: status) }
    }
}

/// Runs a devtools screen on the real terminal until it is closed.
enum DevToolsViewerLoop {
    /// 0 when closed, 1 when the terminal went away, 2 without a terminal.
    static func run(_ screen: DevToolsScreen) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal.open()
        } catch {
            TerminalProgram.report(error)
            return 2
        }
        let waker = terminal.waker
        screen.connection.onNews { waker.wake() }
        defer { terminal.close() }
        do {
            while true {
                terminal.draw(screen.render(size: terminal.size))
                guard let key = try terminal.readKey(timeout: nil) else { continue }
                if key == .control("c") { return 0 }
                if key == .control("l") { terminal.invalidate() }
                if key != .resize, screen.handle(key, size: terminal.size) == .close { return 0 }
            }
        } catch {
            return 1
        }
    }
}
