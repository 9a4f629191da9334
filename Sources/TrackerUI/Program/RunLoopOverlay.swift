import Foundation
import TerminalUI

/// Something the run loop gives keys to first and lets draw over the program: udf-tui's
/// devtools (the F12 screen, and the past shown read-only after a jump).
///
/// It never changes the program's store: what it shows instead of the program's own screen
/// is drawn from a state it is handed, with the program's own renderer.
///
/// ```swift
/// let loop = TrackerRunLoop(program: program, terminal: terminal)
/// loop.overlay = devToolsOverlay
/// ```
public protocol RunLoopOverlay: AnyObject {
    /// Takes a key before the program does; true when it used the key.
    func handle(_ key: KeyEvent, size: Size) -> Bool

    /// The screen to show instead of the program's for the store's `state` (a window of
    /// `size`); `render` draws the program for any state. Nil shows the program as it is.
    func screen(for state: TrackerState, size: Size, render: (TrackerState) -> Screen) -> Screen?

    /// Whether something it shows changed since the last call; forgets it.
    func takeChange() -> Bool

    /// Whether a second ticking matters (it shows the program, which may show a running timer).
    var showsProgram: Bool { get }
}
