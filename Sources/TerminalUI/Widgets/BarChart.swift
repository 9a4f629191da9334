/// Vertical bars for a series, sized to fit the region: as many of the most recent values
/// as the width allows, heights in eighths of a row, optional labels under the bars.
///
/// Positive values are scaled to the largest one shown and grow up from the zero line, in
/// eighths of a row. When a value shown is negative, the rows are shared between both sides
/// in proportion to the largest value and the most negative one (each side at least one
/// row): negative bars hang down from the zero line in `negativeStyle`, in half rows (`▀`,
/// `█`; there are no finer upper blocks). Zero and non-finite values have no bar. Bars are
/// `barWidth` columns wide with `gap` columns between them.
///
/// A positive `reference` (a target) is drawn as a dotted line `┄` across the chart, behind
/// the bars, at its height; the scale then reaches at least up to it, so the line always shows.
///
/// With an ``axis`` (a way to write a value), a column on the left gives the scale: the
/// largest value of the scale (of the bars shown, or the reference) at the top, the most
/// negative at the bottom when a bar hangs down. ``highlighted`` marks one bar (the selected
/// period) in ``highlightStyle`` and its label in reverse video. ``groupLabels`` (the year
/// where it changes) go on a row under the labels, each from its bar to the next one, when
/// the chart has at least four rows.
///
/// ```swift
/// BarChart([120, 80, 200], labels: ["Jan", "Feb", "Mar"]).draw(in: chartArea, on: &screen)
/// BarChart([300, -150], negativeStyle: Style(foreground: .red))   // a bar up, one down
/// var chart = BarChart([420, 380], labels: ["Dec", "Jan"], groupLabels: ["2024", "2025"])
/// chart.axis = BarChart.Axis(width: 6) { "\(Int($0)) km" }   // "420 km┤" at the top left
/// chart.highlighted = 1                                      // January stands out
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
    /// The style of the bars of negative values.
    public var negativeStyle: Style
    /// The style of the labels.
    public var labelStyle: Style
    /// A value to mark with a line across the chart (a target), if any; only a positive one
    /// is drawn.
    public var reference: Double?
    /// The style of the reference line.
    public var referenceStyle: Style
    /// One label per value for the row under the labels (the year where it changes), empty
    /// where nothing starts; or no labels at all.
    public var groupLabels: [String]
    /// The scale on the left, if any.
    public var axis: Axis?
    /// The index in ``values`` of the bar to mark, if any.
    public var highlighted: Int?
    /// The style of the marked bar.
    public var highlightStyle: Style

    /// How the scale on the left of a chart writes its values.
    public struct Axis: Sendable {
        /// The columns for a value; the axis line takes one more.
        public var width: Int
        /// Writes a value of the scale ("1.2k km").
        public var text: @Sendable (Double) -> String

        /// An axis `width` columns wide (plus its line) writing values with `text`.
        public init(width: Int, text: @escaping @Sendable (Double) -> String) {
            self.width = max(0, width)
            self.text = text
        }
    }

    /// Creates a bar chart; negative bars take `style` unless `negativeStyle` is given.
    public init(_ values: [Double], labels: [String] = [], barWidth: Int = 3, gap: Int = 1,
                style: Style = .plain, negativeStyle: Style? = nil, labelStyle: Style = .dim,
                reference: Double? = nil, referenceStyle: Style = .dim, groupLabels: [String] = [],
                highlighted: Int? = nil, highlightStyle: Style = .bold) {
        self.values = values
        self.labels = labels
        self.barWidth = max(1, barWidth)
        self.gap = max(0, gap)
        self.style = style
        self.negativeStyle = negativeStyle ?? style
        self.labelStyle = labelStyle
        self.reference = reference
        self.referenceStyle = referenceStyle
        self.groupLabels = groupLabels
        self.highlighted = highlighted
        self.highlightStyle = highlightStyle
    }

    /// How many bars fit in `columns` columns (beside the axis, when there is one).
    public func capacity(columns: Int) -> Int {
        max(0, (columns - axisColumns + gap) / (barWidth + gap))
    }

    /// The columns the axis takes: its values and its line.
    var axisColumns: Int { axis.map { $0.width + 1 } ?? 0 }

    /// Draws the most recent bars that fit, up from the zero line (and down from it for
    /// negative values), labels on the row below them, group labels under those.
    public func draw(in area: Rect, on screen: inout Screen) {
        let hasLabels = !labels.isEmpty && area.size.rows > 1
        let hasGroups = hasLabels && area.size.rows > 3 && groupLabels.contains { !$0.isEmpty }
        let (barsArea, labelRows) = area.splitBottom(rows: (hasLabels ? 1 : 0) + (hasGroups ? 1 : 0))
        let count = min(values.count, capacity(columns: area.size.columns))
        guard count > 0, !barsArea.isEmpty else { return }
        let first = values.count - count
        let shown = values[first...].map { $0.isFinite ? $0 : 0 }
        let line = reference.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let peak = max(0, shown.max() ?? 0, line ?? 0), trough = max(0, -(shown.min() ?? 0))
        let (axisArea, plot) = Self.splitLeft(barsArea, columns: axisColumns)
        let (above, below) = plot.splitBottom(rows: Self.rowsBelowZero(peak: peak, trough: trough, rows: plot.size.rows))
        drawAxis(peak: peak, trough: trough, above: above.size.rows, in: axisArea, on: &screen)
        let start = plot.minColumn
        if hasGroups { drawGroupLabels(first: first, count: count, start: start, in: labelRows.row(1), on: &screen) }
        if let line, !above.isEmpty {
            let eighths = Int((line / peak * Double(above.size.rows * 8)).rounded())
            let level = min(above.size.rows - 1, max(0, (eighths + 7) / 8 - 1))
            let width = count * (barWidth + gap) - gap
            for column in start..<(start + width) {
                screen.put(Glyph("┄" as Unicode.Scalar), at: Position(column: column, row: above.maxRow - 1 - level), style: referenceStyle, clip: above)
            }
        }
        for (offset, value) in shown.enumerated() {
            let column = start + offset * (barWidth + gap)
            let isHighlighted = highlighted == first + offset
            let style = isHighlighted ? highlightStyle : value < 0 ? negativeStyle : self.style
            if value > 0, !above.isEmpty {
                let eighths = Int((value / peak * Double(above.size.rows * 8)).rounded())
                drawBar(eighths: max(1, eighths), column: column, style: style, in: above, on: &screen)
            } else if value < 0, !below.isEmpty {
                let halves = Int((-value / trough * Double(below.size.rows * 2)).rounded())
                drawNegativeBar(halves: max(1, halves), column: column, style: style, in: below, on: &screen)
            }
            if hasLabels, first + offset < labels.count {
                let label = TextFit.fit(labels[first + offset], toWidth: barWidth, alignment: .center, ellipsis: "")
                let row = labelRows.row(0)
                screen.draw(label, at: Position(column: column, row: row.minRow), style: isHighlighted ? .reverse : labelStyle, clip: row)
            }
        }
    }

    /// The rows under the zero line: none without negative values, all without positive
    /// ones, else a share in proportion to the most negative value, at least one row on
    /// each side (one row shows the positive side only).
    static func rowsBelowZero(peak: Double, trough: Double, rows: Int) -> Int {
        guard trough > 0 else { return 0 }
        guard peak > 0 else { return rows }
        let share = Int((Double(rows) * trough / (peak + trough)).rounded())
        return min(rows - 1, max(1, share))
    }

    private func drawBar(eighths: Int, column: Int, style: Style, in area: Rect, on screen: inout Screen) {
        for level in 0..<area.size.rows {
            let filled = min(8, max(0, eighths - level * 8))
            guard filled > 0 else { break }
            let glyph = Glyph(Sparkline.blocks[filled - 1].unicodeScalars.first ?? "█")
            for part in 0..<barWidth {
                screen.put(glyph, at: Position(column: column + part, row: area.maxRow - 1 - level), style: style, clip: area)
            }
        }
    }

    private func drawNegativeBar(halves: Int, column: Int, style: Style, in area: Rect, on screen: inout Screen) {
        for level in 0..<area.size.rows {
            let filled = min(2, max(0, halves - level * 2))
            guard filled > 0 else { break }
            let glyph = Glyph(filled == 2 ? "█" as Unicode.Scalar : "▀")
            for part in 0..<barWidth {
                screen.put(glyph, at: Position(column: column + part, row: area.minRow + level), style: style, clip: area)
            }
        }
    }
}
