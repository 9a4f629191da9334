extension Screen {
    /// Draws one glyph with its left column at `position`, inside `clip` (the whole screen
    /// by default), and returns the glyph's width: the columns to advance.
    ///
    /// A glyph overlapping half of a wide grapheme blanks the other half; a wide glyph
    /// straddling an edge of `clip` is not drawn, and the columns it would have covered
    /// inside `clip` become blanks in `style`, so nothing half-drawn is left.
    @discardableResult
    public mutating func put(_ glyph: Glyph, at position: Position, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        let (column, row) = (position.column, position.row)
        guard (area.minRow..<area.maxRow).contains(row) else { return glyph.width }
        guard column >= area.minColumn, column + glyph.width <= area.maxColumn else {
            let lower = max(column, area.minColumn), upper = min(column + glyph.width, area.maxColumn)
            if lower < upper {
                for blankColumn in lower..<upper { putBlank(style, column: blankColumn, row: row) }
            }
            return glyph.width
        }
        clearWideGraphemes(row: row, from: column, to: column + glyph.width)
        store(Cell(glyph: glyph, style: style), column: column, row: row)
        for continuation in column + 1 ..< column + glyph.width {
            store(.continuation(style), column: continuation, row: row)
        }
        return glyph.width
    }

    /// Draws `text` left to right from `position`, clipped hard at the right edge of `clip`,
    /// and returns the columns it covered (up to the clip edge).
    ///
    /// For an ellipsis at the cut use ``TextFit/truncate(_:toWidth:ellipsis:)`` first, or the
    /// ``TextLine`` widget.
    @discardableResult
    public mutating func draw(_ text: some StringProtocol, at position: Position, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var column = position.column
        for character in text {
            guard column < area.maxColumn else { break }
            guard let glyph = Glyph(character) else { continue }
            column += put(glyph, at: Position(column: column, row: position.row), style: style, clip: area)
        }
        return max(0, min(column, area.maxColumn) - position.column)
    }

    /// Fills `rect` with `cell` (a single-column cell: a blank in a style, a box line...).
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, cell.width == 1 else { return }
        for row in area.minRow..<area.maxRow {
            clearWideGraphemes(row: row, from: area.minColumn, to: area.maxColumn)
            for column in area.minColumn..<area.maxColumn { store(cell, column: column, row: row) }
        }
    }

    /// Replaces the style of every cell in `rect`, keeping the text (e.g. to highlight a row).
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                var cell = self[column, row]
                cell.style = transform(cell.style)
                store(cell, column: column, row: row)
            }
        }
    }

    private mutating func putBlank(_ style: Style, column: Int, row: Int) {
        clearWideGraphemes(row: row, from: column, to: column + 1)
        store(.blank(style), column: column, row: row)
    }

    /// Blanks every cell of any wide grapheme that overlaps `from..<to` but is not wholly
    /// inside it, so a later write never leaves half a grapheme behind.
    private mutating func clearWideGraphemes(row: Int, from start: Int, to end: Int) {
        var lead = start
        while lead > 0, self[lead, row].isContinuation { lead -= 1 }
        var column = lead
        while column < end, column < size.columns {
            let cell = self[column, row]
            let span = max(1, cell.width)
            if span > 1 || cell.isContinuation {
                for part in column ..< min(column + span, size.columns) {
                    store(.blank(self[part, row].style), column: part, row: row)
                }
            }
            column += span
        }
    }
}
