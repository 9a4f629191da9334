/// What a run loop needs from a terminal: its size, drawing a screen, reading keys.
///
/// Two implementations exist: `NcursesTerminal` (module NcursesBackend) for the real
/// terminal and ``MemoryTerminal`` for tests and benchmarks, so the same run loop is
/// tested without a terminal.
///
/// ```swift
/// func runOnce(_ terminal: some TerminalBackend) throws {
///     var screen = Screen(size: terminal.size)
///     TextLine("Hello").draw(in: screen.bounds.row(0), on: &screen)
///     terminal.draw(screen)
///     if let key = try terminal.readKey(timeout: .seconds(1)) { print(key) }
/// }
/// ```
public protocol TerminalBackend: AnyObject {
    /// The current size of the window in cells.
    var size: Size { get }

    /// Shows `screen`, including its cursor position or hidden cursor. A screen of another
    /// size than ``size`` is clipped or padded with blanks.
    func draw(_ screen: Screen)

    /// Waits up to `timeout` (forever when `nil`) for a key or a resize. Returns `nil` when
    /// the time ran out or the backend was woken, so the caller re-checks its state.
    ///
    /// - Throws: ``TerminalError/inputClosed`` when the terminal has gone away.
    func readKey(timeout: Duration?) throws(TerminalError) -> KeyEvent?

    /// Makes the next ``draw(_:)`` repaint every cell (Ctrl-L, after something else wrote
    /// to the terminal).
    func invalidate()

    /// Hands the terminal back to the shell and stops the process (Ctrl-Z); returns once it
    /// is resumed (`fg`), with the terminal taken back and the next draw a full repaint.
    func suspend()
}

/// Why a terminal cannot be used or stopped working, each with a one-line message.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (the program should exit with status 2).
    case notATerminal
    /// `TERM` is unset or empty (`""`), `dumb`, or names a terminal without cursor addressing.
    case unsupportedTerminal(String)
    /// `TERM` names a terminal the terminfo database does not know.
    case unknownTerminal(String)
    /// The terminal could not be set up for another reason.
    case setupFailed(String)
    /// Input ended: the terminal was closed.
    case inputClosed

    /// The message to print, one line.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal (this is a full-screen program)"
        case .unsupportedTerminal(let term) where term.isEmpty:
            "TERM is not set; try TERM=xterm-256color"
        case .unsupportedTerminal(let term):
            "TERM=\(term) cannot run a full-screen program; try TERM=xterm-256color"
        case .unknownTerminal(let term):
            "TERM=\(term) is not in the terminfo database; try TERM=xterm-256color"
        case .setupFailed(let reason):
            "cannot set up the terminal: \(reason)"
        case .inputClosed:
            "the terminal was closed"
        }
    }
}
