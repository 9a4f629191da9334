import CNcurses
import TerminalUI

extension NcursesTerminal {
    /// Draws the cells that changed since the last frame (all of them after ``invalidate()``
    /// or a resize), places or hides the cursor, and updates the terminal.
    public func draw(_ screen: Screen) {
        guard isOpen else { return }
        let target = screen.size == size ? screen : screen.resized(to: size)
        let previous = needsFullRepaint ? nil : lastScreen
        if needsFullRepaint { clearok(cncurses_curscr(), true) }
        for row in 0..<size.rows where previous?.row(row) != target.row(row) {
            for column in 0..<size.columns {
                let cell = target[column, row]
                guard !cell.isContinuation, previous?[column, row] != cell else { continue }
                put(cell, column: column, row: row)
            }
        }
        if let cursor = target.cursor {
            wmove(window, Int32(cursor.row), Int32(cursor.column))
            setCursor(visible: true)
        } else {
            setCursor(visible: false)
        }
        wnoutrefresh(window)
        doupdate()
        lastScreen = target
        needsFullRepaint = false
    }

    /// Makes the next draw clear the terminal and repaint every cell (Ctrl-L, or after
    /// another program wrote over the screen).
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Writes one lead cell as one ncurses cell per spacing character.
    func put(_ cell: Cell, column: Int, row: Int) {
        let attributes = ColorPairs.attributes(cell.style.attributes)
        let pair = colorPairs.pair(for: cell.style)
        CursesClusters.forEach(cell.text) { characters, offset in
            var cursesCell = cchar_t()
            guard cncurses_setcchar(&cursesCell, characters, attributes, pair) == OK else { return }
            // At the bottom-right corner ncurses stores the cell, then reports ERR because the
            // cursor cannot advance; the cell is drawn all the same.
            _ = mvwadd_wch(window, Int32(row), Int32(column + offset), &cursesCell)
        }
    }
}
