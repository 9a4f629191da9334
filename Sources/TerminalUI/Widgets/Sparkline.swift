/// A one-row chart of a series with block characters (▁▂▃▄▅▆▇█), newest on the right.
///
/// Positive values are scaled to the largest one shown; a negative value, whatever its
/// size, draws as `▔` (a mark at the top of the row: below zero, where one row has no room
/// to say how far); zero and non-finite values draw as a space, so an empty period reads as
/// empty. Use ``text(_:width:)`` to put a sparkline in a ``Columns`` row.
///
/// ```swift
/// Sparkline.text([0, 1, 4, 8], width: 4)   // " ▁▄█"
/// Sparkline.text([4, -2, 8], width: 3)     // "▄▔█"
/// ```
public struct Sparkline: Widget {
    /// The series, oldest first; only the last values that fit are shown.
    public var values: [Double]
    /// The style of the blocks.
    public var style: Style

    /// Creates a sparkline.
    public init(_ values: [Double], style: Style = .plain) {
        self.values = values
        self.style = style
    }

    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The mark of a negative value.
    static let below: Character = "▔"

    /// The sparkline of the last `width` values as text of exactly `width` columns,
    /// right-aligned when there are fewer values.
    public static func text(_ values: [Double], width: Int) -> String {
        guard width > 0 else { return "" }
        let shown = values.suffix(width).map { $0.isFinite ? $0 : 0 }
        let peak = shown.max() ?? 0
        let marks = shown.map { value -> Character in
            if value < 0 { return below }
            guard value > 0, peak > 0 else { return " " }
            let level = Int((value / peak * 8).rounded(.up))
            return blocks[min(8, max(1, level)) - 1]
        }
        return String(repeating: " ", count: width - marks.count) + String(marks)
    }

    /// Draws the sparkline in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        screen.draw(Sparkline.text(values, width: row.size.columns), at: row.origin, style: style, clip: row)
    }
}
