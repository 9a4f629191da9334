import CNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension NcursesTerminal {
    /// Waits up to `timeout` (forever when `nil`) for a key, a resize or a wake-up, using no
    /// CPU meanwhile: it sleeps in `poll(2)` on the terminal and the wake-up pipe.
    ///
    /// A window resize returns ``KeyEvent/resize`` (the size is already updated); so does a
    /// resume after Ctrl-Z or `kill -STOP`/`-CONT`, after which the next draw repaints all.
    /// Esc alone arrives 25 ms after it was pressed; escape sequences decode to their keys,
    /// or to nothing when no key is theirs (Alt-d, Ctrl-↑).
    ///
    /// - Returns: the key, or `nil` when the time ran out or ``waker`` was used.
    /// - Throws: ``TerminalError/inputClosed`` when the terminal hung up.
    public func readKey(timeout: Duration?) throws(TerminalError) -> KeyEvent? {
        guard isOpen else { throw .inputClosed }
        if let key = takePendingKey() ?? takeSignalEvent() { return key }
        if headlessFiles != nil {
            // A file has all its bytes at once: the burst is over when they are read.
            readAvailableKeys()
            queue(keyDecoder.endOfInput() + keyDecoder.finishPaste())
            return takePendingKey()
        }
        var terminalEvents: Int16 = 0, wakeEvents: Int16 = 0
        let patience = self.patience
        var wait = milliseconds(timeout)
        if let patience, wait < 0 || wait > patience { wait = patience }
        let ready = cncurses_poll2(STDIN_FILENO, cncurses_wake_pipe(), wait, &terminalEvents, &wakeEvents)
        if wakeEvents != 0 { cncurses_drain_wake_pipe() }
        if let event = takeSignalEvent() { return event }
        if ready == 0, wait == patience {
            queue(keyDecoder.endOfInput() + keyDecoder.finishPaste())
            return takePendingKey()
        }
        guard ready > 0, terminalEvents != 0 else { return nil }
        if terminalEvents & Int16(POLLIN) != 0 { readAvailableKeys() }
        if pendingKeys.isEmpty, terminalEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { throw .inputClosed }
        return takePendingKey()
    }

    /// How long (ms) to wait for the rest of what the decoder holds before taking it as it
    /// is, or `nil` when it holds nothing unfinished: the rest of an escape sequence (ncurses
    /// hands over the bytes of one it does not know as they come), or more of a paste whose
    /// end marker came (more means the marker was pasted text), wait ``burstGap``; a paste
    /// whose end marker has not come waits at most a second (a terminal that never sends it
    /// must not swallow every later key).
    private var patience: Int32? {
        if keyDecoder.isInSequence || keyDecoder.pasteEndArrived { return Self.burstGap }
        return keyDecoder.isPasting ? 1_000 : nil
    }

    /// The longest pause (ms) inside one burst of input: ncurses' `ESCDELAY`, the same bound
    /// ncurses uses between the bytes of a key's sequence.
    static let burstGap: Int32 = 25

    /// Reads every key ncurses can decode now, without waiting (beyond `ESCDELAY` after a
    /// lone Esc), so ncurses' own input buffer is empty before the next `poll`.
    ///
    /// Keys go through the ``TerminalUI/KeyStreamDecoder``: an escape sequence ncurses does
    /// not know becomes one key or nothing, and a bracketed paste becomes one key whatever
    /// its size, even when it takes many reads. When the input runs dry the burst is over
    /// (a held Esc is a key), unless the decoder waits for more (``patience``).
    func readAvailableKeys() {
        wtimeout(window, 0)
        while true {
            var character: wint_t = 0
            let result = wget_wch(window, &character)
            let input: CursesInput
            switch result {
            case OK: input = .character(UInt32(character))
            case KEY_CODE_YES: input = .keyCode(Int32(bitPattern: character))
            default:
                if patience == nil { queue(keyDecoder.endOfInput()) }
                return
            }
            queue(keyDecoder.feed(input))
        }
    }

    private func queue(_ keys: [KeyEvent]) {
        for key in keys where key != .resize || adoptCursesSize() {
            pendingKeys.append(key)
        }
    }

    /// Handles a `KEY_RESIZE` from ncurses; `true` when it is news. `resizeterm` queues one
    /// even when called by us (already reported); ncurses' own SIGWINCH handling, used only
    /// when ours could not be installed, sends one with a size we have not seen yet.
    private func adoptCursesSize() -> Bool {
        let cursesSize = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        guard cursesSize != size else { return false }
        size = cursesSize
        needsFullRepaint = true
        return true
    }

    func takePendingKey() -> KeyEvent? {
        pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }

    /// Handles what the signal handlers flagged: a SIGTSTP (suspend now), a SIGCONT
    /// (re-take the terminal) or a SIGWINCH (resize ncurses to the new size).
    func takeSignalEvent() -> KeyEvent? {
        guard headlessFiles == nil else { return nil }
        if SignalFlags.takeSuspendRequested() {
            suspend()
            return .resize
        }
        if SignalFlags.takeContinued() {
            retakeTerminal()
            return .resize
        }
        if SignalFlags.takeResized() {
            return applyWindowSize() ? .resize : nil
        }
        return nil
    }

    /// Resizes ncurses to the kernel's window size; `true` when the size changed.
    @discardableResult
    func applyWindowSize() -> Bool {
        var rows: Int32 = 0, columns: Int32 = 0
        guard cncurses_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return false }
        let newSize = Size(columns: Int(columns), rows: Int(rows))
        guard newSize != size else { return false }
        resizeterm(rows, columns)
        size = newSize
        needsFullRepaint = true
        return true
    }

    private func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
