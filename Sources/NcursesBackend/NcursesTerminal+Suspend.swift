import CNcurses
import TerminalUI

extension NcursesTerminal {
    /// Suspends like Ctrl-Z in a shell: leaves full-screen mode (clearing the screen when
    /// there is no alternate screen to leave), stops the process group,
    /// and when resumed (`fg`) takes the terminal back and repaints everything at once.
    ///
    /// The program runs in raw mode, so Ctrl-Z arrives as a key and the program calls this;
    /// a SIGTSTP sent by `kill` comes here too, through ``readKey(timeout:)``. When SIGTSTP
    /// was ignored at start (no job control to resume the process) it does nothing.
    public func suspend() {
        guard isOpen, headlessFiles == nil else { return }
        cncurses_set_bracketed_paste(0)
        endwin()
        cncurses_clear_if_no_alternate_screen()
        cncurses_guard_disarm()
        cncurses_stop_process_group()
        _ = SignalFlags.takeContinued()
        _ = SignalFlags.takeSuspendRequested()
        cncurses_guard_rearm()
        retakeTerminal()
    }

    /// Re-enters full-screen mode after the process was stopped and continued, whoever
    /// stopped it: program modes, alternate screen and keypad mode back, size re-read,
    /// and the last frame repainted in full.
    func retakeTerminal() {
        reset_prog_mode()
        if let keypadTransmit = cncurses_capability("smkx") { putp(keypadTransmit) }
        cncurses_set_bracketed_paste(1)
        applyWindowSize()
        needsFullRepaint = true
        let shown = cursorShown
        cursorShown = nil
        setCursor(visible: shown ?? false)
        if let lastScreen { draw(lastScreen) } else { doupdate() }
    }
}
