import AppCore
import Foundation
import TerminalUI

/// The conflicts screen (`C` on the list): each change the sync server refused, with why,
/// and the user's value beside the current one for each field that differs. The selected
/// conflict's first row is highlighted; `m` keeps mine, `t` takes theirs, `e` edits.
struct SyncConflictsView {
    let context: ViewContext

    /// One row of the list: its text, its style, and the conflict it belongs to.
    private struct Row {
        var text: String
        var style: Style
        var conflict: Int
    }

    func draw(on screen: inout Screen) {
        let layout = ProjectListLayout(size: screen.size)
        let conflicts = context.ui.conflicts
        Chrome.drawTitle("udf-tui · Sync conflicts", right: "mine beside theirs", on: &screen)
        let rows = rows(conflicts)
        let selected = conflicts.selection.resolvedIndex(count: conflicts.entries.count, idAt: { conflicts.entries[$0].id })
        if rows.isEmpty {
            CenteredMessage(["No conflicts: every change reached the server.", "Esc goes back."], style: .dim).draw(in: layout.list, on: &screen)
        } else {
            let first = selected.flatMap { index in rows.firstIndex { $0.conflict == index } }
            let viewport = ListViewport(count: rows.count, selection: first, previousOffset: 0, height: layout.list.size.rows)
            ListView(viewport).draw(in: layout.list, on: &screen) { index, area, screen in
                let row = rows[index]
                let style = index == first ? row.style.adding(.reverse) : row.style
                screen.fill(area, with: .blank(style))
                _ = screen.draw(row.text, at: area.origin, style: style, clip: area)
            }
        }
        let count = "\(conflicts.entries.count) conflict\(conflicts.entries.count == 1 ? "" : "s")"
        Chrome.drawFooter(AppKeys.syncConflicts, status: context.ui.status, context: count, sync: context.ui.syncStatus, on: &screen)
    }

    /// Each conflict's rows: what and why, then mine beside theirs per field.
    private func rows(_ conflicts: SyncConflicts) -> [Row] {
        conflicts.entries.enumerated().flatMap { index, entry in
            let state = conflicts.resolving.contains(entry.id) ? " (resolving…)" : ""
            var rows = [Row(text: "\(entry.id). \(entry.what) — \(entry.reason)\(state)", style: .bold, conflict: index)]
            for field in entry.fields(in: context.data, calendar: context.calendar) {
                rows.append(Row(text: "   \(field.record) · \(field.field): mine \(field.mine ?? "(deleted)") · theirs \(field.theirs ?? "(deleted)")",
                                style: .plain, conflict: index))
            }
            if let refusal = entry.refusal {
                rows.append(Row(text: "   keep mine is refused now: \(refusal)", style: Chrome.errorStyle, conflict: index))
            }
            return rows
        }
    }
}
