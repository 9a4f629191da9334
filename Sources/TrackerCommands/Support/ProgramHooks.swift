import Foundation
import Synchronization

/// What a tool built on the program may change in it: the commands' clock, and what
/// happens once the full-screen program's first frame is on the terminal.
///
/// The shipped `udf-tui` installs nothing, so it reads the real clock and has no hook.
/// `udf-tui-lab`, the same program for tests and measurements, installs a fixed "now"
/// (`UDF_TUI_NOW`) and crash or quit hooks (`UDF_TUI_AFTER_FIRST_FRAME`) before it runs.
///
/// ```swift
/// ProgramHooks.install(ProgramHooks(now: { fixed }))
/// UdfTui.runAsMain()
/// ```
package struct ProgramHooks: Sendable {
    /// "Now" for the commands: the time of every change, the default `--at`, the elapsed
    /// time of timers.
    package var now: @Sendable () -> Date
    /// Called once the full-screen program's first frame is on the terminal; returning
    /// true makes the program quit as Ctrl-C would.
    package var afterFirstFrame: (@Sendable () -> Bool)?

    /// Hooks with the real clock and nothing after the first frame: the shipped program's.
    package init(now: @escaping @Sendable () -> Date = { Date() }, afterFirstFrame: (@Sendable () -> Bool)? = nil) {
        self.now = now
        self.afterFirstFrame = afterFirstFrame
    }

    private static let installed = Mutex(ProgramHooks())

    /// The hooks in effect.
    package static var current: ProgramHooks { installed.withLock { $0 } }

    /// Replaces the hooks in effect; a tool calls it once, before the program runs.
    package static func install(_ hooks: ProgramHooks) {
        installed.withLock { $0 = hooks }
    }
}
