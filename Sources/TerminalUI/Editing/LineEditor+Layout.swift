/// How a ``LineEditor`` shows in a field of fixed width: the visible slice of text and the
/// column of the cursor.
public struct FieldLayout: Hashable, Sendable {
    /// The text shown, at most the field's width in columns.
    public var visible: String
    /// The cursor's column inside the field, counted from its left edge.
    public var cursorColumn: Int
    /// The index of the first grapheme shown.
    public var scroll: Int

    /// Creates a layout (tests compare whole layouts).
    public init(visible: String, cursorColumn: Int, scroll: Int) {
        self.visible = visible
        self.cursorColumn = cursorColumn
        self.scroll = scroll
    }
}

extension LineEditor {
    /// Lays the text out in a field `width` columns wide, scrolled horizontally so the
    /// cursor (and all of a wide grapheme under it) is visible.
    ///
    /// The scroll starts from the last one kept by ``handle(_:fieldWidth:)`` and moves only as
    /// far as needed, and never leaves the field half empty while text is hidden on the left.
    /// It measures only the graphemes between the old scroll and the cursor and about a
    /// field's width around them, so a key in a long text costs the same as in a short one.
    public func layout(width: Int) -> FieldLayout {
        let fieldWidth = max(1, width)
        let widthAt = { (index: Int) in DisplayWidth.of(graphemes[index]) }
        var first = min(scroll, cursor)
        // Graphemes are at least one column wide (but for rare zero-width ones): start
        // no further left than a field's width of graphemes before the cursor.
        if cursor - first > fieldWidth { first = cursor - fieldWidth }
        var column = (first..<cursor).reduce(0) { $0 + widthAt($1) }
        let cursorWidth = max(1, cursor < graphemes.count ? widthAt(cursor) : 1)
        while first < cursor, column + cursorWidth > fieldWidth {
            column -= widthAt(first)
            first += 1
        }
        var shownToEnd = 0, end = first
        while end < graphemes.count, shownToEnd <= fieldWidth {
            shownToEnd += widthAt(end)
            end += 1
        }
        if end == graphemes.count { shownToEnd += cursor == graphemes.count ? 1 : 0 }
        while first > 0, end == graphemes.count, shownToEnd + widthAt(first - 1) <= fieldWidth {
            first -= 1
            shownToEnd += widthAt(first)
            column += widthAt(first)
        }
        return FieldLayout(visible: visibleText(from: first, width: fieldWidth), cursorColumn: column, scroll: first)
    }

    private func visibleText(from first: Int, width: Int) -> String {
        var used = 0, end = first
        while end < graphemes.count, used + DisplayWidth.of(graphemes[end]) <= width {
            used += DisplayWidth.of(graphemes[end])
            end += 1
        }
        return String(graphemes[first..<end])
    }
}
