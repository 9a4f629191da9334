/// A boxed window drawn over whatever is beneath, centred and sized to its lines: the
/// help overlay, a delete confirmation.
///
/// ```swift
/// Overlay(title: "Delete project?", lines: ["“Mileage” and its 120 items", "", "y delete   n keep"])
///     .draw(in: screen.bounds, on: &screen)
/// ```
public struct Overlay: Widget {
    /// The title in the top border.
    public var title: String
    /// The lines inside, left-aligned.
    public var lines: [String]
    /// The style of the box and its text.
    public var style: Style

    /// Creates an overlay.
    public init(title: String, lines: [String], style: Style = .plain) {
        self.title = title
        self.lines = lines
        self.style = style
    }

    /// The rectangle the overlay covers when drawn in `area`: its content plus a border and
    /// one column of padding on each side, clipped to `area`.
    public func frame(in area: Rect) -> Rect {
        let contentWidth = max(DisplayWidth.of(title) + 2, lines.map { DisplayWidth.of($0) }.max() ?? 0)
        return area.centered(Size(columns: contentWidth + 4, rows: lines.count + 2))
    }

    /// Clears the frame, draws the border and the lines (truncated when the area is small).
    public func draw(in area: Rect, on screen: inout Screen) {
        let box = frame(in: area)
        Panel(title: title, style: style, titleStyle: style.adding(.bold)).draw(in: box, on: &screen)
        let inside = Panel.inner(box).inset(columns: 1, rows: 0)
        for (index, line) in lines.prefix(inside.size.rows).enumerated() {
            TextLine(line, style: style).draw(in: inside.row(index), on: &screen)
        }
    }
}
