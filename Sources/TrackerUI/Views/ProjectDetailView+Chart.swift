import AppCore
import Foundation
import TerminalUI

/// The periods a project's chart shows, their totals and the selected one.
struct ChartWindow {
    /// Consecutive periods, oldest first.
    let periods: [DateInterval]
    /// The total of each period.
    let totals: [Double]
    /// The index of the selected period.
    let selected: Int

    /// A window of `periods` with their `totals`.
    init(periods: [DateInterval], totals: [Double], selected: Int) {
        self.periods = periods
        self.totals = totals
        self.selected = min(max(0, selected), max(0, periods.count - 1))
    }

    /// A window of `periods` totalled from the sections of `detail` (no rescan of the items).
    init(periods: [DateInterval], detail: ProjectDetail, selected: Int) {
        self.init(periods: periods, totals: detail.totals(over: periods), selected: selected)
    }

    /// The same periods with period `index` selected.
    func selecting(_ index: Int) -> ChartWindow {
        ChartWindow(periods: periods, totals: totals, selected: index)
    }
}

extension ProjectDetailView {
    /// The target's progress this period, after its total: " (76%)", " (164% ✓)".
    static func goalProgress(_ target: Target, current: Double) -> String {
        let progress = TargetProgress(target: target, total: current, streak: 0)
        return " (\(progress.percent)%\(progress.isMet ? " ✓" : ""))"
    }

    /// A past period's total against the target: ", goal met ✓" or ", goal missed".
    static func goalOutcome(_ target: Target, total: Double) -> String {
        target.isMet(by: total) ? ", goal met ✓" : ", goal missed"
    }

    /// The chart's title with the target: "Totals per month — goal ≥ 500 km, met 3 months in
    /// a row". The streak counts the periods the chart shows when it ends at the current one
    /// (`periods`, `totals`), from the project's creation or its oldest item, whichever came
    /// first, so it costs nothing beyond them; "12+" when every one of them met it.
    static func chartTitle(noun: String, project: Project, since oldestItem: Date?, periods: [DateInterval], totals: [Double]) -> String {
        let title = "Totals per \(noun)"
        guard let target = project.target else { return title }
        let units = project.units
        let current = totals.last ?? 0
        let start = min(project.createdAt, oldestItem ?? project.createdAt)
        let lived = zip(periods, totals).filter { $0.0.end > start }.map(\.1)
        let totals = lived.isEmpty ? [current] : lived
        let earlier = totals.dropLast().reversed().prefix { target.isMet(by: $0) }.count
        let streak = earlier + (target.kind == .atLeast && target.isMet(by: current) ? 1 : 0)
        let all = earlier == totals.count - 1 && lived.count == periods.count ? "+" : ""
        let run = streak == 0 ? "" : ", met \(streak)\(all) \(noun)\(streak == 1 && all.isEmpty ? "" : "s") in a row"
        return title + " — goal \(target.text(units: units))" + run
    }

    /// The selected period in words, for the chart's bottom border: "May 2025: 417 km, goal
    /// missed · [ ] other months"; the current period's progress as on the totals line.
    func selectionCaption(_ project: Project, window: ChartWindow, noun: String) -> String {
        guard window.selected < window.periods.count else { return "" }
        let period = window.periods[window.selected]
        let total = window.totals[window.selected]
        let title = context.calendar.periodTitle(startingAt: period.start, frequency: project.frequency)
        let isCurrent = period.start <= context.now && context.now < period.end
        let goal = project.target.map { isCurrent ? Self.goalProgress($0, current: total) : Self.goalOutcome($0, total: total) } ?? ""
        return "\(title): \(NumberText.amount(total, units: project.units, width: 0))\(goal) · [ ] other \(noun)s"
    }

    /// What a section's header says of the target: its period's whole total (whatever the
    /// filter shows) met or missed it, or the current period's progress so far.
    func sectionTag(_ project: Project, period: DateInterval, all: ProjectDetail) -> String {
        guard let target = project.target else { return "" }
        let total = all.total(ofPeriodStartingAt: period.start)
        guard period.start <= context.now, context.now < period.end else { return target.isMet(by: total) ? " · met ✓" : " · missed" }
        let running = context.data.activities[id: project.id] == nil ? 0 : context.data.runningAmount(of: project.id, at: context.now)
        let progress = TargetProgress(target: target, total: total + running, streak: 0)
        return " · \(progress.percent)%\(progress.isMet ? " ✓" : "")"
    }

    /// The chart's panel, titled with the goal and its streak over the `recent` periods;
    /// the bars of the `shown` periods with their scale, the selected one marked; the
    /// selected period's total on the bottom border.
    func drawChart(_ project: Project, oldestItem: Date?, recent: ChartWindow, shown: ChartWindow, noun: String,
                   in layout: ProjectDetailLayout, on screen: inout Screen) {
        let title = Self.chartTitle(noun: noun, project: project, since: oldestItem, periods: recent.periods, totals: recent.totals)
        Panel(title: title).draw(in: layout.chartPanel, on: &screen)
        let calendar = context.calendar
        let labels = shown.periods.map { calendar.periodLabel(startingAt: $0.start, frequency: project.frequency) }
        let groups = shown.periods.enumerated().map { calendar.periodGroup(startingAt: $1.start, frequency: project.frequency, isFirst: $0 == 0) }
        var chart = BarChart(shown.totals, labels: labels, style: Style(foreground: .green), negativeStyle: Chrome.negativeStyle,
                             reference: project.target?.amount, referenceStyle: Style(foreground: .yellow), groupLabels: groups,
                             highlighted: shown.selected, highlightStyle: Style(foreground: .cyan, attributes: .bold))
        let units = project.units
        chart.axis = BarChart.Axis(width: ProjectDetailLayout.axisWidth) { NumberText.amount($0, units: units, width: ProjectDetailLayout.axisWidth) }
        chart.draw(in: layout.chart, on: &screen)
        let border = layout.chartPanel
        guard border.size.columns > 6, border.size.rows > 2 else { return }
        let caption = TextFit.truncate(" " + selectionCaption(project, window: shown, noun: noun) + " ", toWidth: border.size.columns - 4)
        screen.draw(caption, at: Position(column: border.minColumn + 2, row: border.maxRow - 1), style: .plain, clip: border)
    }
}
