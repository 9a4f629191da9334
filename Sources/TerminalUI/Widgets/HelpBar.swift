/// The one-line key help at the bottom of a screen, made from a ``KeyBindingTable``:
/// "↓/j down  ↑/k up  Enter open  ? help".
///
/// Bindings marked `inHelpBar` are shown in table order. When they do not all fit, the
/// ones that do not are dropped whole from the end, never cut, and `…` says so; the kept
/// bindings (the way to the rest, such as `? help`) are shown after the `…` whatever
/// else is dropped: "Enter open  n new  …  ? help".
///
/// ```swift
/// HelpBar(table, keeping: { $0.command == .help }).draw(in: helpRow, on: &screen)
/// ```
public struct HelpBar: Widget {
    /// The (keys, summary) pairs shown, in order.
    public var entries: [(keys: String, summary: String)]
    /// The positions in ``entries`` of those kept when the others are dropped.
    public var kept: Set<Int>
    /// The style of the key names.
    public var keyStyle: Style
    /// The style of the summaries and of the rest of the row.
    public var summaryStyle: Style

    /// Creates a help bar from a screen's key table; the bindings `keeping` picks stay when
    /// the others do not fit.
    public init<Command>(_ table: KeyBindingTable<Command>, keeping: (KeyBinding<Command>) -> Bool = { _ in false },
                         keyStyle: Style = .bold, summaryStyle: Style = .plain) {
        let bindings = table.helpBarBindings
        self.entries = bindings.map { ($0.keyLabel, $0.summary) }
        self.kept = Set(bindings.indices.filter { keeping(bindings[$0]) })
        self.keyStyle = keyStyle
        self.summaryStyle = summaryStyle
    }

    /// The entries drawn in `columns` columns, in order, and whether `…` goes before the kept
    /// ones (some were dropped).
    public func shown(inColumns columns: Int) -> (entries: [Int], cut: Bool) {
        let widths = entries.map { DisplayWidth.of($0.keys) + 1 + DisplayWidth.of($0.summary) }
        func width(_ shown: [Int], cut: Bool) -> Int {
            shown.reduce(0) { $0 + widths[$1] } + 2 * (shown.count - 1) + (cut ? 3 : 0)
        }
        let all = Array(entries.indices)
        if width(all, cut: false) <= columns { return (all, false) }
        var others = all.filter { !kept.contains($0) }
        let keptOnes = all.filter { kept.contains($0) }
        while !others.isEmpty, width(others + keptOnes, cut: true) > columns { others.removeLast() }
        return (others + keptOnes, true)
    }

    /// Draws the entries that fit in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        screen.fill(row, with: .blank(summaryStyle))
        let (shown, cut) = shown(inColumns: row.size.columns)
        var column = row.minColumn
        for index in shown {
            if cut, kept.contains(index), index == shown.first(where: kept.contains) {
                column += screen.draw("…", at: Position(column: column, row: row.minRow), style: summaryStyle, clip: row) + 2
            }
            let entry = entries[index]
            column += screen.draw(entry.keys, at: Position(column: column, row: row.minRow), style: keyStyle, clip: row) + 1
            column += screen.draw(entry.summary, at: Position(column: column, row: row.minRow), style: summaryStyle, clip: row) + 2
        }
        if cut, !shown.contains(where: kept.contains) {
            screen.draw("…", at: Position(column: column, row: row.minRow), style: summaryStyle, clip: row)
        }
    }
}

/// The `?` overlay: every binding of a table, keys in one column and summaries in the next.
///
/// ```swift
/// HelpOverlay(title: "Keys — any key closes", table: table).draw(in: screen.bounds, on: &screen)
/// ```
public struct HelpOverlay: Widget {
    /// The overlay drawn.
    public var overlay: Overlay

    /// Creates the overlay listing `table`.
    public init<Command>(title: String, table: KeyBindingTable<Command>, style: Style = .plain) {
        let labels = table.bindings.map(\.keyLabel)
        let keyWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let lines = zip(labels, table.bindings).map { label, binding in
            TextFit.fit(label, toWidth: keyWidth) + "  " + binding.summary
        }
        self.overlay = Overlay(title: title, lines: lines, style: style)
    }

    /// Draws the overlay centred in `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        overlay.draw(in: area, on: &screen)
    }
}
