extension Screen {
    /// This screen cut or padded with blanks to `newSize`, as a terminal of that size would
    /// show it; a wide grapheme cut by the new right edge becomes blanks.
    public func resized(to newSize: Size) -> Screen {
        var copy = Screen(size: newSize)
        let columns = min(size.columns, newSize.columns)
        for row in 0..<min(size.rows, newSize.rows) {
            var column = 0
            while column < columns {
                let cell = self[column, row]
                let glyph = cell.isContinuation ? Glyph(" ") : Glyph(text: cell.text, width: cell.width)
                column += copy.put(glyph, at: Position(column: column, row: row), style: cell.style)
            }
        }
        copy.cursor = cursor.flatMap { Rect(size: newSize).contains($0) ? $0 : nil }
        return copy
    }
}
