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
        let visible = visibleText(from: first, width: fieldWidth)
        // All of the text is hidden on the left (one grapheme wider than the field before the
        // cursor): "…" says so, and the cursor follows it.
        if visible == TextFit.ellipsis, first == cursor, cursor == graphemes.count { column = min(1, fieldWidth - 1) }
        return FieldLayout(visible: visible, cursorColumn: column, scroll: first)
    }

    /// The graphemes from `first` that fit in `width` columns, cut by the list's rule
    /// (``TextFit``): where a grapheme does not fit in the columns left, "…" marks the cut,
    /// as it does when text is hidden on the left and nothing at all fits. A grapheme too
    /// wide for the room left is never silently left out: a family emoji (six columns) in
    /// a field with less room shows as "…", as in the list, never as blanks.
    private func visibleText(from first: Int, width: Int) -> String {
        var used = 0, end = first
        while end < graphemes.count, used + DisplayWidth.of(graphemes[end]) <= width {
            used += DisplayWidth.of(graphemes[end])
            end += 1
        }
        let shown = String(graphemes[first..<end])
        let cutOnTheRight = end < graphemes.count && used < width
        let nothingShown = end == first && first > 0 && width > 1
        return cutOnTheRight || nothingShown ? shown + TextFit.ellipsis : shown
    }
}
