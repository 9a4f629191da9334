extension Screen {
    /// The screen as plain text for golden-file tests: a size line, one line per row between
    /// `|` bars (continuation cells skipped, so a wide grapheme is written once), the style
    /// runs that are not plain, then the cursor.
    ///
    /// Readable in review and stable across terminals, unlike escape bytes:
    ///
    /// ```text
    /// screen 12x2
    /// |日本 ok     |
    /// |            |
    /// styles
    /// 0:0..<7 bold
    /// cursor 3,1
    /// ```
    public var snapshot: String {
        var lines = ["screen \(size)"]
        for row in 0..<size.rows { lines.append("|" + text(ofRow: row) + "|") }
        lines.append("styles")
        for row in 0..<size.rows { lines += styleRuns(ofRow: row) }
        lines.append(cursor.map { "cursor \($0)" } ?? "cursor hidden")
        return lines.joined(separator: "\n") + "\n"
    }

    private func styleRuns(ofRow row: Int) -> [String] {
        var runs: [String] = []
        var start = 0
        let cells = Array(self.row(row))
        for column in 0...cells.count {
            guard column == cells.count || cells[column].style != cells[start].style else { continue }
            if start < cells.count, cells[start].style != .plain {
                runs.append("\(row):\(start)..<\(column) \(cells[start].style.snapshotDescription)")
            }
            start = column
        }
        return runs
    }
}

extension Style {
    /// `fg=red bg=palette(236) bold reverse`: the non-default parts, in a fixed order.
    var snapshotDescription: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        let names: [(TextAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline")]
        parts += names.filter { attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }
}
