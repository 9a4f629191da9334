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
    public func layout(width: Int) -> FieldLayout {
        let widths = graphemes.map(DisplayWidth.of)
        let fieldWidth = max(1, width)
        var first = min(scroll, cursor)
        var column = widths[first..<cursor].reduce(0, +)
        let cursorWidth = max(1, cursor < widths.count ? widths[cursor] : 1)
        while first < cursor, column + cursorWidth > fieldWidth {
            column -= widths[first]
            first += 1
        }
        var shownToEnd = widths[first...].reduce(0, +) + (cursor == widths.count ? 1 : 0)
        while first > 0, shownToEnd + widths[first - 1] <= fieldWidth {
            first -= 1
            shownToEnd += widths[first]
            column += widths[first]
        }
        return FieldLayout(visible: visibleText(from: first, widths: widths, width: fieldWidth),
                           cursorColumn: column, scroll: first)
    }

    private func visibleText(from first: Int, widths: [Int], width: Int) -> String {
        var used = 0, end = first
        while end < graphemes.count, used + widths[end] <= width {
            used += widths[end]
            end += 1
        }
        return String(graphemes[first..<end])
    }
}
