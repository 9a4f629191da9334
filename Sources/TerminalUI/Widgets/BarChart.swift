/// Vertical bars for a series, sized to fit the region: as many of the most recent values
/// as the width allows, heights in eighths of a row, optional labels under the bars.
///
/// Values are scaled to the largest one shown; zero, negative and non-finite values have
/// no bar. Bars are `barWidth` columns wide with `gap` columns between them.
///
/// ```swift
/// BarChart([120, 80, 200], labels: ["Jan", "Feb", "Mar"]).draw(in: chartArea, on: &screen)
/// ```
public struct BarChart: Widget {
    /// The series, oldest first.
    public var values: [Double]
    /// One label per value (shown under its bar, truncated to the bar's width), or empty.
    public var labels: [String]
    /// Columns per bar.
    public var barWidth: Int
    /// Columns between bars.
    public var gap: Int
    /// The style of the bars.
    public var style: Style
    /// The style of the labels.
    public var labelStyle: Style

    /// Creates a bar chart.
    public init(_ values: [Double], labels: [String] = [], barWidth: Int = 3, gap: Int = 1,
                style: Style = .plain, labelStyle: Style = .dim) {
        self.values = values
        self.labels = labels
        self.barWidth = max(1, barWidth)
        self.gap = max(0, gap)
        self.style = style
        self.labelStyle = labelStyle
    }

    /// How many bars fit in `columns` columns.
    public func capacity(columns: Int) -> Int {
        max(0, (columns + gap) / (barWidth + gap))
    }

    /// Draws the most recent bars that fit, bottom-aligned, labels on the last row.
    public func draw(in area: Rect, on screen: inout Screen) {
        let hasLabels = !labels.isEmpty && area.size.rows > 1
        let (barsArea, labelRow) = area.splitBottom(rows: hasLabels ? 1 : 0)
        let count = min(values.count, capacity(columns: area.size.columns))
        guard count > 0, !barsArea.isEmpty else { return }
        let first = values.count - count
        let shown = values[first...].map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let peak = shown.max() ?? 0
        for (offset, value) in shown.enumerated() {
            let column = area.minColumn + offset * (barWidth + gap)
            let eighths = peak > 0 ? Int((value / peak * Double(barsArea.size.rows * 8)).rounded()) : 0
            drawBar(eighths: value > 0 ? max(1, eighths) : 0, column: column, in: barsArea, on: &screen)
            if hasLabels, first + offset < labels.count {
                let label = TextFit.fit(labels[first + offset], toWidth: barWidth, alignment: .center, ellipsis: "")
                screen.draw(label, at: Position(column: column, row: labelRow.minRow), style: labelStyle, clip: labelRow)
            }
        }
    }

    private func drawBar(eighths: Int, column: Int, in area: Rect, on screen: inout Screen) {
        for level in 0..<area.size.rows {
            let filled = min(8, max(0, eighths - level * 8))
            guard filled > 0 else { break }
            let glyph = Glyph(Sparkline.blocks[filled - 1].unicodeScalars.first ?? "█")
            for part in 0..<barWidth {
                screen.put(glyph, at: Position(column: column + part, row: area.maxRow - 1 - level), style: style, clip: area)
            }
        }
    }
}
