import AppCore
import Foundation
import TerminalUI

/// Where the parts of the project screen go; the key handling pages by the same list height.
struct ProjectDetailLayout {
    /// The totals line under the title.
    let summary: Rect
    /// The chart's panel.
    let chartPanel: Rect
    /// The items' panel.
    let itemsPanel: Rect

    init(size: Size) {
        let body = Chrome.body(of: size)
        let (summary, rest) = body.splitTop(rows: 1)
        // A third of the rows, and one more for the row of years under the labels.
        let (chart, items) = rest.splitTop(rows: max(4, (rest.size.rows + 3) / 3))
        self.summary = summary
        chartPanel = chart
        itemsPanel = items
    }

    /// The rows of items inside their panel.
    var list: Rect { Panel.inner(itemsPanel) }
    /// The bars and their labels inside the chart's panel.
    var chart: Rect { Panel.inner(chartPanel).inset(columns: 1, rows: 0) }

    /// The columns of the chart's scale, beside its line.
    static let axisWidth = 8

    /// How many bars the chart shows (at least one): the periods `[` and `]` scroll through.
    var barCapacity: Int {
        var bars = BarChart([])
        bars.axis = BarChart.Axis(width: Self.axisWidth) { _ in "" }
        return max(1, bars.capacity(columns: chart.size.columns))
    }

    /// The visible rows of `detail` with item `selected` selected, scrolled from `offset`;
    /// the header of the selected item's section shows when it is the first item.
    static func viewport(_ detail: ProjectDetail, selected: Int?, offset: Int, height: Int) -> ListViewport {
        let row = selected.map(detail.row(ofItem:))
        let viewport = ListViewport(count: detail.rowCount, selection: row, previousOffset: offset, height: height)
        guard let selected, let row, height > 1, viewport.offset == row, detail.isFirstInSection(selected) else { return viewport }
        return ListViewport(count: detail.rowCount, selection: row, previousOffset: row - 1, height: height)
    }

    /// The width of an item's amount with its units.
    static let amountWidth = 14

    static let itemColumns = [
        ColumnSpec(.fixed(18)), ColumnSpec(.fixed(amountWidth), alignment: .trailing), ColumnSpec(.flexible(minimum: 0, weight: 1)),
    ]
}

/// One project: its title, units and frequency, totals, a bar chart of its recent periods as
/// wide as the window allows, and its items in sections by period with section totals
/// (only those matching the filter typed after `/`, when there is one). Draws only the
/// visible rows.
struct ProjectDetailView {
    let context: ViewContext
    let projectID: ProjectID

    func draw(on screen: inout Screen) {
        guard let project = context.data.projects[id: projectID] else { return }
        let layout = ProjectDetailLayout(size: screen.size)
        let ui = context.ui
        let detail = context.cache.detail(of: projectID, in: context.data)
        let shown = context.cache.detail(of: projectID, in: context.data, matching: ui.itemFilterText)
        Chrome.drawTitle(project.title, right: project.frequency.rawValue + (project.units.isEmpty ? "" : " · \(project.units)"), on: &screen)
        Chrome.drawFilter(ui.itemFilter, editing: ui.isEditingItemFilter, on: &screen)
        let noun = CalendarText.periodNoun(project.frequency)
        let capacity = layout.barCapacity
        let periods = context.cache.periods(project.frequency, count: capacity, endingAt: context.now)
        let totals = context.withRunningTimer(of: projectID, detail.totals(over: periods))
        drawSummary(project, detail: detail, totals: totals, in: layout.summary, on: &screen)
        let recent = ChartWindow(periods: periods, totals: totals, selected: capacity - 1)
        let selection = ui.periodSelection.scrolled(capacity: capacity)
        let window = selection.windowBack == 0 ? recent : ChartWindow(
            periods: context.cache.periods(project.frequency, count: capacity, endingAt: context.now, back: selection.windowBack),
            detail: detail, selected: 0)
        drawChart(project, oldestItem: detail.oldestTimestamp, recent: recent,
                  shown: window.selecting(selection.barIndex(capacity: capacity)), noun: noun, in: layout, on: &screen)
        let selected = ui.itemSelection.resolvedIndex(count: shown.itemCount, idAt: { shown.item($0).id },
                                                      find: { shown.index(of: $0, in: context.data) })
        drawItems(project, detail: shown, all: detail, selected: selected, noun: noun, in: layout, on: &screen)
        let filtered = shown.itemCount != detail.itemCount
        let position = selected.map { "item \(NumberText.count($0 + 1))/\(NumberText.count(shown.itemCount))" + (filtered ? " of \(NumberText.count(detail.itemCount))" : "") }
            ?? (filtered ? "no match of \(NumberText.count(detail.itemCount))" : "no items")
        Chrome.drawFooter(ui.isEditingItemFilter ? AppKeys.filtering : AppKeys.project, status: ui.status,
                          context: position, sync: ui.syncStatus, on: &screen)
    }

    private func drawSummary(_ project: Project, detail: ProjectDetail, totals: [Double], in row: Rect, on screen: inout Screen) {
        let current = totals.last ?? 0
        let items = detail.itemCount == 1 ? "1 item" : "\(NumberText.count(detail.itemCount)) items"
        let goal = project.target.map { Self.goalProgress($0, current: current) } ?? ""
        // Shortened amounts ("12.3M km") when the full ones do not fit the line.
        let texts = [Int.max, 0].map { width in
            " \(items) · total \(NumberText.amount(detail.grandTotal, units: project.units, width: width))"
                + " · \(CalendarText.currentPeriodName(project.frequency)) \(NumberText.amount(current, units: project.units, width: width))"
                + goal
        }
        TextLine(texts.first { DisplayWidth.of($0) <= row.size.columns } ?? texts[1]).draw(in: row, on: &screen)
        guard let activity = context.data.activities[id: project.id] else { return }
        let timer = "● running " + NumberText.elapsed(activity.elapsed(at: context.now)) + " "
        let width = DisplayWidth.of(timer)
        TextLine(timer, style: Chrome.runningStyle, alignment: .trailing)
            .draw(in: Rect(column: row.maxColumn - width, row: row.minRow, columns: width, rows: 1), on: &screen)
    }

    private func drawItems(_ project: Project, detail: ProjectDetail, all: ProjectDetail, selected: Int?, noun: String,
                           in layout: ProjectDetailLayout, on screen: inout Screen) {
        Panel(title: "Items by \(noun)").draw(in: layout.itemsPanel, on: &screen)
        guard detail.itemCount > 0 else {
            let message = context.ui.itemFilterText.isEmpty ? ["No items yet.", "Press n to add one."]
                : ["No item matches “\(context.ui.itemFilterText)”.", "Esc clears the filter."]
            CenteredMessage(message, style: .dim).draw(in: layout.list, on: &screen)
            return
        }
        let viewport = ProjectDetailLayout.viewport(detail, selected: selected, offset: context.ui.itemSelection.offset,
                                                    height: layout.list.size.rows)
        ListView(viewport).draw(in: layout.list, on: &screen) { row, area, screen in
            switch detail.rowKind(row) {
            case .header(let section):
                let period = detail.sections[section].period
                drawHeader(detail.sections[section], project: project, tag: sectionTag(project, period: period, all: all), in: area, on: &screen)
            case .item(_, let index): drawItem(detail.item(index), project: project, in: area, on: &screen)
            }
        }
    }

    private func drawHeader(_ section: PeriodSection, project: Project, tag: String, in row: Rect, on screen: inout Screen) {
        let title = context.calendar.periodTitle(startingAt: section.period.start, frequency: project.frequency)
        let count = section.count == 1 ? "1 item" : "\(NumberText.count(section.count)) items"
        let room = row.size.columns / 2 - DisplayWidth.of(count) - DisplayWidth.of(tag) - 4
        let total = "\(count) · \(NumberText.amount(section.total, units: project.units, width: room))\(tag) "
        TextLine(title, style: Chrome.sectionStyle).draw(in: row, on: &screen)
        let width = min(DisplayWidth.of(total), row.size.columns / 2)
        TextLine(total, style: Chrome.sectionStyle, alignment: .trailing)
            .draw(in: Rect(column: row.maxColumn - width, row: row.minRow, columns: width, rows: 1), on: &screen)
    }

    private func drawItem(_ item: Item, project: Project, in row: Rect, on screen: inout Screen) {
        let values = ["  " + context.calendar.dateTime(item.timestamp),
                      NumberText.amount(item.amount, units: project.units, width: ProjectDetailLayout.amountWidth), item.notes ?? ""]
        Columns(values, specs: ProjectDetailLayout.itemColumns, spacing: 2).draw(in: row, on: &screen)
    }
}
