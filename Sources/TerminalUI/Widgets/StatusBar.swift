/// The bottom line: a message on the left, context on the right, in reverse video.
///
/// The left text wins when space is short: the right text is dropped before the left one
/// is truncated.
///
/// ```swift
/// StatusBar(left: "Deleted “Mileage” — u to undo", right: "12 projects").draw(in: lastRow, on: &screen)
/// ```
public struct StatusBar: Widget {
    /// The message (last error or confirmation).
    public var left: String
    /// Context such as a position or a count.
    public var right: String
    /// The style of the whole bar.
    public var style: Style

    /// Creates a status bar.
    public init(left: String, right: String = "", style: Style = .reverse) {
        self.left = left
        self.right = right
        self.style = style
    }

    /// Draws the bar in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        screen.fill(row, with: .blank(style))
        let width = row.size.columns
        let rightWidth = DisplayWidth.of(right)
        let leftText = " " + left
        let showsRight = !right.isEmpty && DisplayWidth.of(leftText) + rightWidth + 3 <= width
        screen.draw(TextFit.truncate(leftText, toWidth: width), at: row.origin, style: style, clip: row)
        if showsRight {
            screen.draw(right, at: Position(column: row.maxColumn - rightWidth - 1, row: row.minRow), style: style, clip: row)
        }
    }
}

/// Lines of text centred in a region, each truncated to its width: the too-small-window
/// message, an empty-list hint.
///
/// ```swift
/// CenteredMessage(["Window too small", "Need 60x16, have 40x10"]).draw(in: screen.bounds, on: &screen)
/// ```
public struct CenteredMessage: Widget {
    /// The lines, top to bottom.
    public var lines: [String]
    /// Their style.
    public var style: Style

    /// Creates a centred message.
    public init(_ lines: [String], style: Style = .plain) {
        self.lines = lines
        self.style = style
    }

    /// Draws the lines centred in `area`; lines that do not fit vertically are dropped
    /// from the end.
    public func draw(in area: Rect, on screen: inout Screen) {
        let block = area.centered(Size(columns: area.size.columns, rows: lines.count))
        for (index, line) in lines.prefix(block.size.rows).enumerated() {
            TextLine(line, style: style, alignment: .center).draw(in: block.row(index), on: &screen)
        }
    }
}
