import AppCore
import ArgumentParser
import DevToolsUI
import Foundation
import NcursesBackend
import TerminalUI
import TrackerUI
import UDFKitDevTools

/// `udf-tui devtools replay FILE`: a recording exported from the devtools screen (`x`),
/// opened to step through it: the program shows the state after each action, read-only.
struct DevToolsReplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Step through a devtools recording (JSON Lines, exported with x on the devtools screen)."
    )

    @Argument(help: "The recording.")
    var file: String

    func run() throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandError.failed("cannot read \(file): \(error.localizedDescription)")
        }
        let devTools: DevTools<TrackerState>
        do {
            (devTools, _) = try DevTools.replaying(data, reducer: TerminalStorage.reducer, registry: TerminalStorage.actionRegistry)
        } catch {
            throw CommandError.failed("\(file): \(error.description)")
        }
        TerminalProgram.requireTerminal()
        guard let last = devTools.indices.last, let present = devTools.state(after: last) else {
            throw CommandError.failed("\(file) holds no action")
        }
        devTools.jump(to: devTools.indices.lowerBound)
        Foundation.exit(TerminalProgram.replay(devTools: devTools, present: present, file: file))
    }
}
