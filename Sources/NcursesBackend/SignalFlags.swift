import CNcurses

/// What the notify signal handlers (SIGWINCH, SIGTSTP, SIGCONT, in `signals.h`) have flagged
/// since the last look; each read clears its flag.
enum SignalFlags {
    /// A SIGWINCH arrived: the window may have a new size.
    static func takeResized() -> Bool { cncurses_take_resized() != 0 }
    /// A SIGTSTP arrived (a `kill -TSTP`; Ctrl-Z is a key in raw mode).
    static func takeSuspendRequested() -> Bool { cncurses_take_suspend_requested() != 0 }
    /// A SIGCONT arrived: the process was stopped and has been continued.
    static func takeContinued() -> Bool { cncurses_take_continued() != 0 }
}
