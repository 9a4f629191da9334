import AppCore
import Foundation
import TerminalUI

/// The summary screen (`r` on the list): each project's total for this week, month or year
/// against the one before, with the change, then the same summed over the projects that
/// count in the same units. A running timer's time counts in the current span, as in
/// `udf-tui report`. It selects nothing; the keys that move a list scroll it, and it draws
/// only the visible rows. It lays out like the list (``ProjectListLayout``): headings on
/// the second row, rows below.
struct SummaryView {
    let context: ViewContext

    /// The width of each amount column: "12,345.67 km" whole, larger amounts shortened.
    static let amountWidth = 14

    /// Title, current total, previous total, change, and a blank column that takes a third
    /// of the spare width, so that on a wide window the numbers stay near the titles.
    static let columns: [ColumnSpec] = [
        ColumnSpec(.flexible(minimum: 12, weight: 2)),
        ColumnSpec(.fixed(amountWidth), alignment: .trailing),
        ColumnSpec(.fixed(amountWidth), alignment: .trailing),
        ColumnSpec(.fixed(7), alignment: .trailing),
        ColumnSpec(.flexible(minimum: 0, weight: 1)),
    ]

    func draw(on screen: inout Screen) {
        let layout = ProjectListLayout(size: screen.size)
        let ui = context.ui
        let summary = context.cache.summary(of: context.data, span: ui.summarySpan, now: context.now)
        let rows = SummaryRows(summary)
        Chrome.drawTitle("udf-tui · Summary by \(ui.summarySpan.rawValue)", right: spans(summary), on: &screen)
        // The list's scrollbar takes the last column: the headings keep to the rows' columns.
        let scrollbar = rows.count > layout.list.size.rows ? 1 : 0
        let headingRow = Rect(column: 0, row: layout.headings.minRow, columns: layout.headings.size.columns - scrollbar, rows: 1)
        Columns(headings(first: "Project"), specs: Self.columns, style: Chrome.headingStyle).draw(in: headingRow, on: &screen)
        if rows.count == 0 {
            CenteredMessage(["No projects yet.", "Esc, then n on the list creates one."], style: .dim).draw(in: layout.list, on: &screen)
        } else {
            let viewport = ListViewport(count: rows.count, selection: nil, previousOffset: ui.summaryOffset, height: layout.list.size.rows)
            ListView(viewport).draw(in: layout.list, on: &screen) { index, row, screen in
                drawRow(rows[index], in: row, on: &screen)
            }
        }
        let counts = "\(summary.projects.count) projects · \(summary.units.count) units"
        Chrome.drawFooter(AppKeys.summary, status: ui.status, context: counts, sync: ui.syncStatus, on: &screen)
    }

    private func drawRow(_ row: SummaryRows.Row, in area: Rect, on screen: inout Screen) {
        switch row {
        case .project(let totals): Columns(values(totals, title: totals.title), specs: Self.columns).draw(in: area, on: &screen)
        case .gap: break
        case .unitsHeading: Columns(headings(first: "Per units"), specs: Self.columns, style: Chrome.headingStyle).draw(in: area, on: &screen)
        case .units(let totals):
            let title = totals.units.isEmpty ? "(no units)" : totals.units
            Columns(values(totals, title: title), specs: Self.columns).draw(in: area, on: &screen)
        }
    }

    private func values(_ totals: PeriodSummary.Row, title: String) -> [String] {
        [
            title,
            NumberText.amount(totals.current, units: totals.units, width: Self.amountWidth),
            NumberText.amount(totals.previous, units: totals.units, width: Self.amountWidth),
            totals.changeText,
        ]
    }

    /// "Project  This month  Last month  Change".
    private func headings(first: String) -> [String] {
        let span = context.ui.summarySpan.rawValue
        return [first, "This \(span)", "Last \(span)", "Change"]
    }

    /// The two spans compared: "June 2025 against May 2025", "2025 against 2024", "week of
    /// 2025-06-09 against 2025-06-02".
    private func spans(_ summary: PeriodSummary) -> String {
        let calendar = context.calendar
        switch summary.span {
        case .week:
            return "week of \(calendar.date(summary.current.start)) against \(calendar.date(summary.previous.start))"
        case .month:
            return calendar.periodTitle(startingAt: summary.current.start, frequency: .monthly) + " against "
                + calendar.periodTitle(startingAt: summary.previous.start, frequency: .monthly)
        case .year:
            return calendar.periodTitle(startingAt: summary.current.start, frequency: .yearly) + " against "
                + calendar.periodTitle(startingAt: summary.previous.start, frequency: .yearly)
        }
    }
}
