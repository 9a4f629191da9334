/// A box drawn with line characters around a region, with an optional title in its top
/// border; the content goes in ``inner(_:)``.
///
/// ```swift
/// let panel = Panel(title: "Items")
/// panel.draw(in: area, on: &screen)
/// TextLine("first item").draw(in: Panel.inner(area).row(0), on: &screen)
/// ```
public struct Panel: Widget {
    /// The title shown in the top border, truncated to fit; `nil` for none.
    public var title: String?
    /// The style of the border and of the blank inside.
    public var style: Style
    /// The style of the title.
    public var titleStyle: Style

    /// Creates a panel.
    public init(title: String? = nil, style: Style = .plain, titleStyle: Style = .bold) {
        self.title = title
        self.style = style
        self.titleStyle = titleStyle
    }

    /// The region inside the border of a panel drawn in `area`.
    public static func inner(_ area: Rect) -> Rect {
        area.inset(columns: 1, rows: 1)
    }

    /// Draws the border (and clears the inside) when `area` is at least 2×2.
    public func draw(in area: Rect, on screen: inout Screen) {
        let box = area.intersection(screen.bounds)
        guard box.size.columns >= 2, box.size.rows >= 2 else { return }
        screen.fill(box, with: .blank(style))
        let (left, right, top, bottom) = (box.minColumn, box.maxColumn - 1, box.minRow, box.maxRow - 1)
        screen.fill(Rect(column: left + 1, row: top, columns: right - left - 1, rows: 1), with: line("─"))
        screen.fill(Rect(column: left + 1, row: bottom, columns: right - left - 1, rows: 1), with: line("─"))
        screen.fill(Rect(column: left, row: top + 1, columns: 1, rows: bottom - top - 1), with: line("│"))
        screen.fill(Rect(column: right, row: top + 1, columns: 1, rows: bottom - top - 1), with: line("│"))
        let corners: [(Unicode.Scalar, Int, Int)] = [("┌", left, top), ("┐", right, top), ("└", left, bottom), ("┘", right, bottom)]
        for (corner, column, row) in corners {
            screen.store(line(corner), column: column, row: row)
        }
        if let title, box.size.columns > 4 {
            let text = TextFit.truncate(" \(title) ", toWidth: box.size.columns - 2)
            screen.draw(text, at: Position(column: left + 1, row: top), style: titleStyle,
                        clip: Rect(column: left + 1, row: top, columns: box.size.columns - 2, rows: 1))
        }
    }

    private func line(_ scalar: Unicode.Scalar) -> Cell {
        Cell(glyph: Glyph(scalar), style: style)
    }
}
