/// The one-line key help at the bottom of a screen, made from a ``KeyBindingTable``:
/// "↓/j down  ↑/k up  Enter open  ? help".
///
/// Bindings marked `inHelpBar` are shown in table order; the ones that do not fit are
/// dropped whole from the end, never cut.
///
/// ```swift
/// HelpBar(table).draw(in: helpRow, on: &screen)
/// ```
public struct HelpBar: Widget {
    /// The (keys, summary) pairs shown, in order.
    public var entries: [(keys: String, summary: String)]
    /// The style of the key names.
    public var keyStyle: Style
    /// The style of the summaries and of the rest of the row.
    public var summaryStyle: Style

    /// Creates a help bar from a screen's key table.
    public init<Command>(_ table: KeyBindingTable<Command>, keyStyle: Style = .bold, summaryStyle: Style = .plain) {
        self.entries = table.helpBarBindings.map { ($0.keyLabel, $0.summary) }
        self.keyStyle = keyStyle
        self.summaryStyle = summaryStyle
    }

    /// Draws the entries that fit in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        screen.fill(row, with: .blank(summaryStyle))
        var column = row.minColumn
        for entry in entries {
            let width = DisplayWidth.of(entry.keys) + 1 + DisplayWidth.of(entry.summary)
            guard column + width <= row.maxColumn else { break }
            column += screen.draw(entry.keys, at: Position(column: column, row: row.minRow), style: keyStyle, clip: row) + 1
            column += screen.draw(entry.summary, at: Position(column: column, row: row.minRow), style: summaryStyle, clip: row) + 2
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
