import AppStorage
import Foundation
import TrackerCommands

/// The hooks udf-tui-lab installs from its environment before it runs the program.
///
/// - `UDF_TUI_NOW` (an ISO 8601 instant, `2025-06-15T12:00:00Z`) fixes the commands'
///   "now", so that tests and reproducible scripts get the same dates every time.
/// - `UDF_TUI_AFTER_FIRST_FRAME=quit|trap|segv` quits or crashes right after the
///   full-screen program's first frame (``FirstFrameHook``).
enum LabHooks {
    /// A variable that holds a value the lab cannot use: its one-line message.
    struct BadVariable: Error {
        let message: String
    }

    /// The variable that fixes "now".
    static let nowVariable = "UDF_TUI_NOW"

    /// Installs the hooks the environment asks for; prints one line and exits with status 2
    /// for a value that cannot be used.
    static func installFromEnvironment() {
        do throws(BadVariable) {
            var hooks = ProgramHooks()
            if let fixed = try fixedNow() { hooks.now = { fixed } }
            hooks.afterFirstFrame = try FirstFrameHook.fromEnvironment()?.programHook
            ProgramHooks.install(hooks)
        } catch {
            FileHandle.standardError.write(Data("udf-tui-lab: \(error.message)\n".utf8))
            exit(2)
        }
    }

    private static func fixedNow() throws(BadVariable) -> Date? {
        guard let text = ProcessInfo.processInfo.environment[nowVariable], !text.isEmpty else { return nil }
        guard let date = DateText.parse(text, in: .gmt) else {
            throw BadVariable(message: "\(nowVariable) must be an ISO 8601 instant such as 2025-06-15T12:00:00Z, not “\(text)”")
        }
        return date
    }
}
