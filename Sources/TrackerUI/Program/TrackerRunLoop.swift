import AppCore
import Foundation
import TerminalUI

/// The run loop of the terminal program: draws a frame when the state, the window size or
/// — while a timer runs — the displayed second changed, waits for a key, hands it to the
/// store as a ``KeyAction``, and does what the keys asked of the terminal (quit, repaint,
/// suspend), until the person quits.
///
/// It is the only code that touches the terminal, on one thread. While idle it sleeps in the
/// backend's `readKey` (no timeout unless a timer runs; then it wakes at the next whole
/// second). A change made by another thread wakes it through the program's `wake`. It never
/// dispatches while drawing: a frame is ``TrackerProgram/render(_:size:now:)`` of one state.
///
/// ```swift
/// let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24))
/// let loop = TrackerRunLoop(program: program, terminal: terminal)
/// try terminal.type("jj<Enter>")
/// try loop.run(stopWhenIdle: true)   // the memory terminal has no more keys: returns .idle
/// ```
public final class TrackerRunLoop<Terminal: TerminalBackend> {
    /// Why ``run(stopWhenIdle:)`` returned.
    public enum Outcome: Hashable, Sendable {
        /// A quit key was pressed.
        case quit
        /// No key was waiting (only with `stopWhenIdle`).
        case idle
    }

    /// The program.
    public let program: TrackerProgram
    /// Where frames go and keys come from.
    public let terminal: Terminal
    /// Given keys first and drawn over the program when it wants (udf-tui's devtools).
    public var overlay: (any RunLoopOverlay)?
    private var drawn: DrawnFrame?
    private var actedOn: SessionRequests

    /// What the frame on the terminal was drawn for.
    private struct DrawnFrame {
        var size: Size
        var second: Int?
        var hold: InputHold.Shown?
        var timers: Set<ProjectID>
    }

    /// Creates a loop of `program` on `terminal`; nothing is drawn until ``run(stopWhenIdle:)``.
    public init(program: TrackerProgram, terminal: Terminal) {
        self.program = program
        self.terminal = terminal
        actedOn = program.store.state.ui.session
    }

    /// Runs until a quit key, or, with `stopWhenIdle`, until no key is waiting (tests and
    /// benchmarks with a ``MemoryTerminal``).
    ///
    /// - Throws: ``TerminalError/inputClosed`` when the terminal went away.
    @discardableResult
    public func run(stopWhenIdle: Bool = false) throws(TerminalError) -> Outcome {
        while true {
            let now = program.environment.now()
            guard let frame = drawIfChanged(now: now) else { return .quit }
            let timeout = frame.second == nil ? nil : Self.untilNextSecond(after: now)
            guard let key = try terminal.readKey(timeout: timeout) else {
                if stopWhenIdle { return .idle }
                continue
            }
            guard key != .resize else { continue }
            if let overlay, overlay.handle(key, size: terminal.size) { continue }
            program.press(KeyPress(key, size: terminal.size, readAt: program.environment.now(), holdShown: frame.hold,
                                        timersShown: frame.timers))
        }
    }

    /// Acts on the keys' requests, then draws the state if anything it shows changed; `nil`
    /// once quitting was asked for. Reads the state once, and lets it go before waiting.
    private func drawIfChanged(now: Date) -> DrawnFrame? {
        let changed = program.takeChange() || overlay?.takeChange() == true
        let state = program.store.state
        guard actOn(state.ui.session) else { return nil }
        let size = terminal.size
        let second = state.app.data.activities.isEmpty ? nil : Int(now.timeIntervalSinceReferenceDate.rounded(.down))
        if let drawn, !changed, drawn.size == size, drawn.second == second { return drawn }
        let render = { (shown: TrackerState) in self.program.render(shown, size: size, now: now) }
        terminal.draw(overlay?.screen(for: state, size: size, render: render) ?? render(state))
        let hold = state.ui.inputHold.map { hold in
            drawn?.hold.flatMap { $0.since == hold.since ? $0 : nil } ?? InputHold.Shown(since: hold.since, firstDrawnAt: now)
        }
        let frame = DrawnFrame(size: size, second: second, hold: hold, timers: Set(state.app.data.activities.ids))
        drawn = frame
        return frame
    }

    /// Repaints and suspends as many times as the keys asked since the last look; `false`
    /// when quitting was asked for.
    private func actOn(_ requests: SessionRequests) -> Bool {
        guard !requests.quit else { return false }
        if requests.suspends != actedOn.suspends {
            terminal.suspend()
            drawn = nil
        }
        if requests.redraws != actedOn.redraws {
            terminal.invalidate()
            drawn = nil
        }
        actedOn = requests
        return true
    }

    /// The time to the next whole second, when the timers shown tick over.
    static func untilNextSecond(after now: Date) -> Duration {
        let seconds = now.timeIntervalSinceReferenceDate
        let left = 1 - (seconds - seconds.rounded(.down))
        return .milliseconds(Int((left * 1_000).rounded(.up)) + 1)
    }
}
