/// Something that draws itself into a rectangle of a screen, as a pure function of its
/// own values.
///
/// Widgets never draw outside `area`, so a view composes them by carving the screen into
/// rectangles:
///
/// ```swift
/// var screen = Screen(size: Size(columns: 80, rows: 24))
/// let (body, bar) = screen.bounds.splitBottom(rows: 1)
/// TextLine("Projects", style: .bold).draw(in: body.row(0), on: &screen)
/// StatusBar(left: "Saved", right: "3 projects").draw(in: bar, on: &screen)
/// ```
public protocol Widget {
    /// Draws into `area` of `screen`, touching no cell outside it.
    func draw(in area: Rect, on screen: inout Screen)
}

/// One line of text, truncated with an ellipsis and aligned, over a row filled in its style.
///
/// ```swift
/// TextLine("Total 42.5 km", style: .bold, alignment: .trailing).draw(in: row, on: &screen)
/// ```
public struct TextLine: Widget {
    /// The text; only its first line's worth of columns is shown.
    public var text: String
    /// The style of the text and of the rest of the row.
    public var style: Style
    /// Where the text sits when shorter than the row.
    public var alignment: Alignment

    /// Creates a text line.
    public init(_ text: String, style: Style = .plain, alignment: Alignment = .leading) {
        self.text = text
        self.style = style
        self.alignment = alignment
    }

    /// Draws the text in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let fitted = TextFit.fit(text, toWidth: row.size.columns, alignment: alignment)
        screen.draw(fitted, at: row.origin, style: style, clip: row)
    }
}
