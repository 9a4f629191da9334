import AppCore
import Foundation
import TerminalUI

/// The terminal program on an in-memory terminal, driven by key scripts: what the tests
/// and the benchmark use to press keys as a person would.
///
/// Keys go through the same decoding as a real terminal's bytes (``KeyScript``), the same
/// ``TerminalApp`` and the same ``AppRunLoop``; only the backend is a ``MemoryTerminal``
/// and the store holds the data in memory.
///
/// ```swift
/// let driver = AppDriver(data: SampleData.demo(), size: Size(columns: 80, rows: 24),
///                        environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
/// try driver.type("j<Enter>")
/// print(driver.screen.snapshot)
/// ```
public final class AppDriver {
    /// The program.
    public let app: TerminalApp
    /// The terminal it draws on.
    public let terminal: MemoryTerminal
    /// The loop between them.
    public let loop: AppRunLoop<MemoryTerminal>
    /// Whether a quit key was pressed; keys typed after it are not used.
    public private(set) var hasQuit = false

    /// A program over `data` in a window of `size`.
    public convenience init(data: AppData, size: Size = Size(columns: 80, rows: 24), environment: AppEnvironment) {
        self.init(app: TerminalApp(data: data, environment: environment), size: size)
    }

    /// A driver of an existing program, in a window of `size`.
    public init(app: TerminalApp, size: Size) {
        self.app = app
        terminal = MemoryTerminal(size: size)
        loop = AppRunLoop(app: app, terminal: terminal)
    }

    /// Presses the keys of `script` (such as `"jj<Enter>"`) and runs the loop until they
    /// are all handled.
    public func type(_ script: String) throws(KeyScript.SyntaxError) {
        send(try KeyScript.keys(script))
    }

    /// Presses `keys` and runs the loop until they are all handled.
    public func send(_ keys: [KeyEvent]) {
        terminal.send(keys)
        runUntilIdle()
    }

    /// Resizes the window, as a person dragging its corner, and lets the loop redraw.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        runUntilIdle()
    }

    /// Runs the loop until no key is waiting (it draws the first frame, or what changed).
    public func runUntilIdle() {
        guard !hasQuit else { return }
        // A memory terminal never throws: it has no terminal to lose.
        if (try? loop.run(stopWhenIdle: true)) == .quit { hasQuit = true }
    }

    /// The last screen drawn.
    public var screen: Screen {
        terminal.screen ?? Screen(size: terminal.size)
    }
}
