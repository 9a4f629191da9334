/// The parts of a ``BarChart`` around its bars: the scale on the left and the row of group
/// labels (years) under the labels.
extension BarChart {
    /// Draws the scale in `area` (the bars' rows, the axis's columns): the top value and a
    /// tick `┤` on the first row, the most negative value on the last row when bars hang
    /// down, `│` between; the top value is written over the rows below it when it is too
    /// wide for its column.
    func drawAxis(peak: Double, trough: Double, above: Int, in area: Rect, on screen: inout Screen) {
        guard let axis, !area.isEmpty, area.size.columns > 0 else { return }
        let lineColumn = area.maxColumn - 1
        for row in area.minRow..<area.maxRow {
            screen.put(Glyph("│" as Unicode.Scalar), at: Position(column: lineColumn, row: row), style: labelStyle, clip: area)
        }
        var marks: [(row: Int, value: Double)] = [(area.minRow, peak)]
        if trough > 0, above < area.size.rows { marks.append((area.maxRow - 1, -trough)) }
        for mark in marks {
            let text = TextFit.fit(axis.text(mark.value), toWidth: axis.width, alignment: .trailing)
            screen.draw(text, at: Position(column: area.minColumn, row: mark.row), style: labelStyle, clip: area)
            screen.put(Glyph("┤" as Unicode.Scalar), at: Position(column: lineColumn, row: mark.row), style: labelStyle, clip: area)
        }
    }

    /// Draws the group labels of the bars `first..<first + count` on `row`, bars starting at
    /// column `start`: each from its bar, when it fits whole before the next label, and the
    /// first bar's group too, so the row says which year the chart begins in.
    func drawGroupLabels(first: Int, count: Int, start: Int, in row: Rect, on screen: inout Screen) {
        let step = barWidth + gap
        var marks: [(offset: Int, text: String)] = []
        for offset in 0..<count where first + offset < groupLabels.count {
            let text = groupLabels[first + offset]
            if !text.isEmpty { marks.append((offset, text)) }
        }
        if marks.first?.offset != 0, let opening = groupLabels[..<min(first + 1, groupLabels.count)].last(where: { !$0.isEmpty }) {
            marks.insert((0, opening), at: 0)
        }
        for (index, mark) in marks.enumerated() {
            let end = index + 1 < marks.count ? marks[index + 1].offset * step - 1 : row.maxColumn - start
            // A cut year ("202") would mislead: a label that does not fit whole is left out.
            guard DisplayWidth.of(mark.text) <= end - mark.offset * step else { continue }
            screen.draw(mark.text, at: Position(column: start + mark.offset * step, row: row.minRow), style: labelStyle, clip: row)
        }
    }

    /// Splits off the left `columns` columns of `area`: returns (left, rest).
    static func splitLeft(_ area: Rect, columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), area.size.columns)
        return (Rect(column: area.minColumn, row: area.minRow, columns: taken, rows: area.size.rows),
                Rect(column: area.minColumn + taken, row: area.minRow, columns: area.size.columns - taken, rows: area.size.rows))
    }
}
