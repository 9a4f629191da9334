#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import UDFKitDevTools

/// The action log, newest last: index, time, family.case, payload, reducer time.
struct LogPanel: Widget {
    let snapshot: DevToolsSnapshot
    let state: DevToolsScreenState
    let timeZone: TimeZone

    static let specs = [ColumnSpec(.fixed(7), alignment: .trailing), ColumnSpec(.fixed(12)), ColumnSpec(.flexible(minimum: 12, weight: 1)),
                        ColumnSpec(.flexible(minimum: 8, weight: 1)), ColumnSpec(.fixed(6), alignment: .trailing)]

    func draw(in area: Rect, on screen: inout Screen) {
        Panel(title: "Actions").draw(in: area, on: &screen)
        let inner = Panel.inner(area)
        guard inner.size.rows > 1 else { return }
        let (header, rows) = inner.splitTop(rows: 1)
        Columns(["#", "time", "action", "payload", "µs"], specs: Self.specs, style: .dim).draw(in: header, on: &screen)
        let entries = snapshot.entries
        guard !entries.isEmpty else {
            _ = screen.draw("No action yet: use the app, and its actions appear here.", at: rows.origin, style: .dim, clip: rows)
            return
        }
        let selection = DevToolsScreen.selectedPosition(in: entries, state)
        let viewport = ListViewport(count: entries.count, selection: selection, previousOffset: state.offset, height: rows.size.rows)
        ListView(viewport).draw(in: rows, on: &screen) { index, row, screen in
            let entry = entries[index]
            var style = entry.isSkipped ? Style(attributes: .dim) : Style.plain
            if snapshot.status.position == entry.index { style = Style(foreground: .yellow, attributes: .bold) }
            if index == selection { style = style.adding(.reverse) }
            Columns(Self.values(entry, marked: snapshot.status.marks.contains { $0.at == entry.index + 1 }, timeZone: timeZone), specs: Self.specs, style: style)
                .draw(in: row, on: &screen)
        }
    }

    static func values(_ entry: DevToolsEntry, marked: Bool, timeZone: TimeZone) -> [String] {
        let time = clockTime(entry.time, timeZone)
        let name = "\(entry.isSkipped ? "⊘ " : "")\(entry.family).\(entry.caseName)"
        let micros = entry.durationNanoseconds >= 1_000 ? "\(entry.durationNanoseconds / 1_000)" : "<1"
        return ["\(entry.index)", time, name, (marked ? "◆ " : "") + entry.payload, micros]
    }

    /// `HH:mm:ss.SSS` in `timeZone`.
    static func clockTime(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        return "\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2)).\(padded((parts.nanosecond ?? 0) / 1_000_000, 3))"
    }

    private static func padded(_ value: Int?, _ digits: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// The change of the selected action: only the paths that changed, before → after.
struct ChangePanel: Widget {
    let snapshot: DevToolsSnapshot
    let state: DevToolsScreenState

    func draw(in area: Rect, on screen: inout Screen) {
        guard let (index, changes) = state.changes else {
            Panel(title: "Change").draw(in: area, on: &screen)
            let hint = "Select an action (j/k) and press Enter to see the change it made."
            _ = screen.draw(hint, at: Panel.inner(area).origin, style: .dim, clip: Panel.inner(area))
            return
        }
        let name = snapshot.entries.first { $0.index == index }.map { "\($0.family).\($0.caseName)" } ?? ""
        Panel(title: "Change of #\(index) \(name)").draw(in: area, on: &screen)
        let inner = Panel.inner(area)
        guard !changes.isEmpty else {
            _ = screen.draw("No change: the state after it equals the state before.", at: inner.origin, style: .dim, clip: inner)
            return
        }
        let pathWidth = min(max(changes.map { DisplayWidth.of($0.path) }.max() ?? 0, 8), inner.size.columns / 2)
        for (row, change) in changes.prefix(inner.size.rows).enumerated() {
            let line = inner.row(row)
            var column = line.origin.column
            column += screen.draw(TextFit.fit(change.path, toWidth: pathWidth), at: Position(column: column, row: line.origin.row), style: .bold, clip: line) + 1
            column += screen.draw(change.before ?? "—", at: Position(column: column, row: line.origin.row), style: Style(foreground: .red), clip: line)
            column += screen.draw(" → ", at: Position(column: column, row: line.origin.row), style: .dim, clip: line)
            _ = screen.draw(change.after ?? "—", at: Position(column: column, row: line.origin.row), style: Style(foreground: .green), clip: line)
        }
    }
}
