import AppCore
import Foundation
import TerminalUI
import TrackerUI

/// The terminal program on an in-memory terminal, driven by key scripts: what the tests
/// use to press keys as a person would.
///
/// Keys go through the same decoding as a real terminal's bytes (``KeyScript``), the same
/// ``TrackerProgram`` and the same ``TrackerRunLoop``; only the backend is a
/// ``MemoryTerminal`` and the data are in memory.
///
/// ```swift
/// let driver = AppDriver(data: SampleData.demo(), environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
/// try driver.type("j<Enter>")
/// print(driver.screen.snapshot)
/// ```
final class AppDriver {
    /// The program.
    let program: TrackerProgram
    /// The terminal it draws on.
    let terminal: MemoryTerminal
    /// The loop between them.
    let loop: TrackerRunLoop<MemoryTerminal>
    /// Whether a quit key was pressed; keys typed after it are not used.
    private(set) var hasQuit = false

    /// A program over `data` in a window of `size`.
    convenience init(data: AppData, size: Size = Size(columns: 80, rows: 24), environment: AppEnvironment) {
        self.init(program: TrackerProgram(data: data, environment: environment), size: size)
    }

    /// A driver of an existing program, in a window of `size`.
    init(program: TrackerProgram, size: Size) {
        self.program = program
        terminal = MemoryTerminal(size: size)
        loop = TrackerRunLoop(program: program, terminal: terminal)
    }

    /// The program's state now.
    var state: TrackerState { program.store.state }

    /// Presses the keys of `script` (such as `"jj<Enter>"`) and runs the loop until they
    /// are all handled.
    func type(_ script: String) throws(KeyScript.SyntaxError) {
        send(try KeyScript.keys(script))
    }

    /// Presses `keys` and runs the loop until they are all handled.
    func send(_ keys: [KeyEvent]) {
        terminal.send(keys)
        runUntilIdle()
    }

    /// Resizes the window, as a person dragging its corner, and lets the loop redraw.
    func resize(to size: Size) {
        terminal.resize(to: size)
        runUntilIdle()
    }

    /// Runs the loop until no key is waiting (it draws the first frame, or what changed).
    func runUntilIdle() {
        guard !hasQuit else { return }
        // A memory terminal never throws: it has no terminal to lose.
        if (try? loop.run(stopWhenIdle: true)) == .quit { hasQuit = true }
    }

    /// The last screen drawn.
    var screen: Screen {
        terminal.screen ?? Screen(size: terminal.size)
    }
}
