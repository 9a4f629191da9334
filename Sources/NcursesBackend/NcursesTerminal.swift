import CNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, through ncurses: a full-screen session that draws ``Screen``s and
/// reads keys, and leaves the terminal as it found it on every exit path.
///
/// Opening a session switches to the alternate screen in raw mode (Ctrl-C and Ctrl-Z
/// arrive as keys, so the program quits and suspends through its own code), with Esc
/// answered after 25 ms, colours unless `NO_COLOR` is set, and signal handlers that restore
/// the terminal on SIGINT, SIGTERM, SIGHUP, SIGQUIT and crashes (see docs/terminal.md).
/// ``close()`` (or deinit) ends it. One session at a time per process.
///
/// ```swift
/// try TerminalRequirements.check()
/// let terminal = try NcursesTerminal.open()
/// defer { terminal.close() }
/// var screen = Screen(size: terminal.size)
/// TextLine("Hello, 世界").draw(in: screen.bounds, on: &screen)
/// terminal.draw(screen)
/// _ = try terminal.readKey(timeout: nil)
/// ```
public final class NcursesTerminal: TerminalBackend {
    /// The window size in cells, updated when a resize is read.
    public internal(set) var size: Size
    /// Whether colours are drawn (`false` under `NO_COLOR` or on a monochrome terminal).
    public var colorsEnabled: Bool { colorPairs.enabled }

    let screenPointer: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let headlessFiles: (output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>)?
    var colorPairs: ColorPairs
    var lastScreen: Screen?
    var needsFullRepaint = true
    var cursorShown: Bool?
    var pendingKeys: [KeyEvent] = []
    /// Decodes what ncurses reads into keys: escape sequences it does not know, bracketed pastes.
    var keyDecoder = KeyStreamDecoder()
    var isOpen = true

    init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, colors: Bool,
         headlessFiles: (UnsafeMutablePointer<FILE>, UnsafeMutablePointer<FILE>)?) {
        self.screenPointer = screen
        self.window = window
        self.headlessFiles = headlessFiles
        self.size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        raw()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        set_escdelay(25)
        if colors, has_colors(), start_color() == OK {
            use_default_colors()
            colorPairs = ColorPairs(enabled: true)
        } else {
            colorPairs = ColorPairs(enabled: false)
        }
        setCursor(visible: false)
    }

    deinit { close() }

    /// Opens the session on standard input and output, which must be a terminal.
    ///
    /// - Parameter colors: `false` forces monochrome; by default colours follow `NO_COLOR`.
    /// - Throws: ``TerminalError`` with a one-line message: not a terminal, `TERM` unset,
    ///   `dumb`, unknown or without cursor addressing.
    public static func open(colors: Bool = TerminalRequirements.colorsWanted) throws(TerminalError) -> NcursesTerminal {
        try TerminalRequirements.check()
        TerminalLocale.activate()
        guard cncurses_guard_is_armed() == 0 else { throw .setupFailed("a terminal session is already open") }
        guard cncurses_guard_arm(STDOUT_FILENO) == 0 else { throw .setupFailed("cannot read the terminal modes") }
        cncurses_guard_install_handlers()
        guard let screen = newterm(nil, cncurses_stdout(), cncurses_stdin()) else {
            cncurses_guard_disarm()
            cncurses_guard_remove_handlers()
            throw .unknownTerminal(TerminalRequirements.currentTerm ?? "")
        }
        guard cncurses_capability("cup") != nil, let window = cncurses_stdscr() else {
            endwin()
            delscreen(screen)
            cncurses_guard_disarm()
            cncurses_guard_remove_handlers()
            throw .unsupportedTerminal(TerminalRequirements.currentTerm ?? "")
        }
        cncurses_guard_prepare_leave_sequence()
        // After newterm, which wrote its own set-up: pasted text now arrives bracketed, so
        // it is never taken for keys (KeyStreamDecoder).
        cncurses_set_bracketed_paste(1)
        return NcursesTerminal(screen: screen, window: window, colors: colors, headlessFiles: nil)
    }

    /// Ends the session: leaves the alternate screen (or, on a terminal without one such as
    /// vt100 or linux, clears the screen), restores the terminal modes and the signal
    /// dispositions found at start. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        setCursor(visible: true)
        if headlessFiles == nil {
            doupdate()
            cncurses_set_bracketed_paste(0)
        }
        endwin()
        if headlessFiles == nil { cncurses_clear_if_no_alternate_screen() }
        delscreen(screenPointer)
        if let files = headlessFiles {
            fclose(files.output)
            fclose(files.input)
        } else {
            cncurses_guard_disarm()
            cncurses_guard_remove_handlers()
        }
    }

    /// A handle other threads use to wake a ``readKey(timeout:)`` that is waiting, so state
    /// changes made elsewhere are drawn at once while the loop does no work when idle.
    public var waker: TerminalWaker { TerminalWaker() }

    func setCursor(visible: Bool) {
        guard cursorShown != visible else { return }
        cursorShown = visible
        curs_set(visible ? 1 : 0)
    }
}

/// Wakes a terminal waiting for keys, from any thread (it writes one byte to a pipe).
///
/// ```swift
/// let waker = terminal.waker
/// Task.detached { await work(); waker.wake() }
/// ```
public struct TerminalWaker: Sendable {
    /// Makes the pending or next ``NcursesTerminal/readKey(timeout:)`` return `nil` at once.
    public func wake() { cncurses_wake() }
}
