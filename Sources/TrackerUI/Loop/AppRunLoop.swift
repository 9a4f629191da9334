import Foundation
import TerminalUI

/// The run loop of the terminal program: draws a frame when something it shows changed,
/// waits for a key, hands it to the ``TerminalApp``, and repeats until the app quits.
///
/// A frame is drawn only when the UI state, the data, the window size or — while a timer
/// runs — the displayed second changed (``FrameKey``). While idle it sleeps in the
/// backend's `readKey` (no timeout at all unless a timer runs; then it wakes at the next
/// whole second). Another thread that changes the store wakes it through the app's `wake`.
///
/// ```swift
/// let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24))
/// let loop = AppRunLoop(app: app, terminal: terminal)
/// try terminal.type("jj<Enter>")
/// try loop.run(stopWhenIdle: true)   // the memory terminal has no more keys: returns .idle
/// ```
public final class AppRunLoop<Terminal: TerminalBackend> {
    /// Why ``run(stopWhenIdle:)`` returned.
    public enum Outcome: Hashable, Sendable {
        /// A quit key was pressed.
        case quit
        /// No key was waiting (only with `stopWhenIdle`).
        case idle
    }

    /// The program.
    public let app: TerminalApp
    /// Where frames go and keys come from.
    public let terminal: Terminal
    private var drawn: FrameKey?

    /// Creates a loop of `app` on `terminal`; nothing is drawn until ``run(stopWhenIdle:)``.
    public init(app: TerminalApp, terminal: Terminal) {
        self.app = app
        self.terminal = terminal
    }

    /// Runs until a quit key, or, with `stopWhenIdle`, until no key is waiting (tests and
    /// benchmarks with a ``MemoryTerminal``).
    ///
    /// - Throws: ``TerminalError/inputClosed`` when the terminal went away.
    @discardableResult
    public func run(stopWhenIdle: Bool = false) throws(TerminalError) -> Outcome {
        while true {
            let now = app.environment.now()
            let frame = drawIfChanged(now: now)
            let timeout = frame.second == nil ? nil : Self.untilNextSecond(after: now)
            guard let key = try terminal.readKey(timeout: timeout) else {
                if stopWhenIdle { return .idle }
                continue
            }
            switch app.handle(key, size: terminal.size) {
            case .none: break
            case .quit: return .quit
            case .suspend:
                terminal.suspend()
                drawn = nil
            case .redraw:
                terminal.invalidate()
                drawn = nil
            }
        }
    }

    private func drawIfChanged(now: Date) -> FrameKey {
        let size = terminal.size
        let frame = app.frameKey(size: size, now: now)
        if frame != drawn {
            terminal.draw(app.render(size: size, now: now))
            drawn = frame
        }
        return frame
    }

    /// The time to the next whole second, when the timers shown tick over.
    static func untilNextSecond(after now: Date) -> Duration {
        let seconds = now.timeIntervalSinceReferenceDate
        let left = 1 - (seconds - seconds.rounded(.down))
        return .milliseconds(Int((left * 1_000).rounded(.up)) + 1)
    }
}
