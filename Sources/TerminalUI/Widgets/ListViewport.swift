/// The window of a long list that is on screen: which rows are visible given the
/// selection, computed in constant time whatever the length of the list.
///
/// The offset (first visible row) moves only as far as needed to keep the selection in
/// view, like htop's, and never leaves blank rows at the bottom while rows are hidden above.
///
/// ```swift
/// let viewport = ListViewport(count: 100_000, selection: 99_999, previousOffset: 0, height: 20)
/// viewport.visible   // 99_980..<100_000
/// ```
public struct ListViewport: Hashable, Sendable {
    /// The number of rows in the list.
    public let count: Int
    /// The selected row, if any (clamped into the list).
    public let selection: Int?
    /// The first visible row.
    public let offset: Int
    /// The number of rows the viewport shows.
    public let height: Int

    /// Scrolls from `previousOffset` just enough to show `selection` in `height` rows.
    public init(count: Int, selection: Int?, previousOffset: Int, height: Int) {
        let count = max(0, count), height = max(0, height)
        let selection = selection.map { min(max(0, $0), count - 1) }.flatMap { count > 0 ? $0 : nil }
        var offset = min(max(0, previousOffset), max(0, count - height))
        if let selection, height > 0 {
            if selection < offset { offset = selection }
            if selection >= offset + height { offset = selection - height + 1 }
        }
        self.count = count
        self.selection = selection
        self.offset = offset
        self.height = height
    }

    /// The rows on screen, at most ``height`` of them.
    public var visible: Range<Int> { offset..<min(count, offset + height) }
}

/// A scrolling list: draws only the visible rows (through a closure) and a scrollbar, and
/// highlights the selected row in reverse video, which stays visible under `NO_COLOR`.
///
/// ```swift
/// let viewport = ListViewport(count: items.count, selection: selected, previousOffset: offset, height: area.size.rows)
/// ListView(viewport).draw(in: area, on: &screen) { index, row, screen in
///     TextLine(items[index].title).draw(in: row, on: &screen)
/// }
/// ```
public struct ListView {
    /// The rows to show.
    public var viewport: ListViewport
    /// Whether a one-column scrollbar is drawn on the right when rows are hidden.
    public var showsScrollbar: Bool

    /// Creates a list view.
    public init(_ viewport: ListViewport, showsScrollbar: Bool = true) {
        self.viewport = viewport
        self.showsScrollbar = showsScrollbar
    }

    /// Calls `drawRow` once per visible row with the row's index and rectangle, then
    /// highlights the selection; the work is proportional to the visible rows.
    public func draw(in area: Rect, on screen: inout Screen, drawRow: (Int, Rect, inout Screen) -> Void) {
        let scrolls = showsScrollbar && viewport.count > viewport.height && area.size.columns > 1
        let rows = Rect(column: area.minColumn, row: area.minRow,
                        columns: area.size.columns - (scrolls ? 1 : 0), rows: area.size.rows)
        for (line, index) in viewport.visible.enumerated() where line < rows.size.rows {
            let row = rows.row(line)
            drawRow(index, row, &screen)
            if index == viewport.selection { screen.restyle(row) { $0.adding(.reverse) } }
        }
        if scrolls { drawScrollbar(column: area.maxColumn - 1, area: area, on: &screen) }
    }

    private func drawScrollbar(column: Int, area: Rect, on screen: inout Screen) {
        let height = area.size.rows
        guard height > 0, viewport.count > 0 else { return }
        let thumb = max(1, height * height / viewport.count)
        let maxOffset = max(1, viewport.count - viewport.height)
        let top = (height - thumb) * min(viewport.offset, maxOffset) / maxOffset
        for line in 0..<height {
            let mark: Unicode.Scalar = line >= top && line < top + thumb ? "█" : "│"
            let glyph = Glyph(mark)
            screen.put(glyph, at: Position(column: column, row: area.minRow + line), style: .dim, clip: area)
        }
    }
}
