import AppCore
import Foundation
import TerminalUI

/// Where the parts of the project list go in a window; the key handling pages by the
/// same ``list`` height the view draws.
struct ProjectListLayout {
    /// The column headings.
    let headings: Rect
    /// The rows of projects.
    let list: Rect

    init(size: Size) {
        headings = Rect(column: 0, row: 1, columns: size.columns, rows: 1)
        list = Rect(column: 0, row: 2, columns: size.columns, rows: max(0, size.rows - 4))
    }

    /// The columns of a row: title, timer, current total, the target's progress (only while
    /// some project has a target), items, sparkline, frequency, units. When the window is
    /// narrow the last ones are hidden first. The timer's column holds "● 99d 23:59:59": a
    /// long timer never loses its seconds.
    static func columns(goal: Bool) -> [ColumnSpec] {
        goal ? Array(columns[..<3]) + [ColumnSpec(.fixed(goalWidth), alignment: .trailing)] + columns[3...] : columns
    }

    /// The Goal column: a bar of four cells and the percentage, right-aligned: "███░    76%",
    /// "████  ✓100%"; room for "✓9999%".
    static let goalWidth = 11

    /// The headings of ``columns(goal:)``.
    static func headings(goal: Bool) -> [String] {
        goal ? Array(headings[..<3]) + ["Goal"] + headings[3...] : headings
    }

    private static let columns: [ColumnSpec] = [
        ColumnSpec(.flexible(minimum: 12, weight: 3)),
        ColumnSpec(.fixed(14), alignment: .trailing),
        ColumnSpec(.fixed(12), alignment: .trailing),
        ColumnSpec(.fixed(6), alignment: .trailing),
        ColumnSpec(.flexible(minimum: 8, weight: 1)),
        ColumnSpec(.fixed(7)),
        ColumnSpec(.fixed(5)),
    ]

    private static let headings = ["Project", "Timer", "This period", "Items", "Recent", "Period", "Units"]
}

/// The project list: one row per project in the order chosen with `o` (filtered by `/`), with its timer,
/// the total of its current period, its item count, a sparkline of its recent periods, its
/// frequency and units. Draws only the visible rows.
struct ProjectListView {
    let context: ViewContext

    func draw(on screen: inout Screen) {
        let layout = ProjectListLayout(size: screen.size)
        let ui = context.ui
        let projects = context.cache.projects(in: context.data, matching: ui.filterText, order: ui.projectOrder, now: context.now)
        let selected = ui.projectSelection.resolvedIndex(count: projects.count, idAt: { projects[$0].id })
        Chrome.drawTitle("udf-tui · Projects \(ui.projectOrder)", right: context.outsideNotice ?? "", on: &screen)
        Chrome.drawFilter(ui.filter, editing: ui.isEditingFilter, on: &screen)
        let goal = context.data.projects.contains { $0.target != nil }
        Columns(ProjectListLayout.headings(goal: goal), specs: ProjectListLayout.columns(goal: goal), style: Chrome.headingStyle)
            .draw(in: layout.headings, on: &screen)
        drawList(projects, goal: goal, selected: selected, in: layout.list, on: &screen)
        let position = selected.map { "\(NumberText.count($0 + 1))/\(NumberText.count(projects.count))" } ?? "0/0"
        let total = context.data.projects.count
        let status = ui.status ?? ui.loading.map { StatusMessage($0.message) }
        Chrome.drawFooter(ui.isEditingFilter ? AppKeys.filtering : AppKeys.projectList(showingConflicts: !ui.conflicts.entries.isEmpty), status: status,
                          context: projects.count == total ? position : "\(position) of \(total)", sync: ui.syncStatus, on: &screen)
    }

    private func drawList(_ projects: [Project], goal: Bool, selected: Int?, in area: Rect, on screen: inout Screen) {
        guard !projects.isEmpty else {
            CenteredMessage(emptyMessage(), style: .dim).draw(in: area, on: &screen)
            return
        }
        let viewport = ListViewport(count: projects.count, selection: selected,
                                    previousOffset: context.ui.projectSelection.offset, height: area.size.rows)
        ListView(viewport).draw(in: area, on: &screen) { index, row, screen in
            drawRow(projects[index], goal: goal, in: row, on: &screen)
        }
    }

    private func emptyMessage() -> [String] {
        if context.data.projects.isEmpty { return ["No projects yet.", "Press n to create one."] }
        return ["No project matches “\(context.ui.filterText)”.", "Esc clears the filter."]
    }

    private func drawRow(_ project: Project, goal: Bool, in row: Rect, on screen: inout Screen) {
        let specs = ProjectListLayout.columns(goal: goal)
        let widths = ColumnSpec.widths(specs, total: row.size.columns)
        let activity = context.data.activities[id: project.id]
        let timer = activity.map { "● " + NumberText.elapsed($0.elapsed(at: context.now)) } ?? ""
        let figures = context.ui.loading == nil ? self.figures(of: project, goal: goal, widths: widths) : Self.loadingFigures(of: project, goal: goal)
        Columns([project.title, timer] + figures.texts + [project.frequency.rawValue, project.units], specs: specs).draw(in: row, on: &screen)
        if figures.goalMet, widths[3] > 0 {
            let cell = Rect(column: row.minColumn + widths[0] + widths[1] + widths[2] + 3, row: row.minRow, columns: widths[3], rows: 1)
            screen.restyle(cell) { _ in Chrome.runningStyle }
        }
        if activity != nil, widths[1] > 0 {
            let timerColumns = Rect(column: row.minColumn + widths[0] + 1, row: row.minRow, columns: widths[1], rows: 1)
            screen.restyle(timerColumns) { _ in Chrome.runningStyle }
        }
    }

    /// The columns of a row drawn from the items: this period's total, the goal (with `goal`),
    /// the item count and the sparkline; and whether the goal is met.
    private func figures(of project: Project, goal: Bool, widths: [Int]) -> (texts: [String], goalMet: Bool) {
        let sparkline = goal ? 5 : 4
        let timeline = context.cache.timeline(of: project.id, in: context.data)
        let periods = context.cache.periods(project.frequency, count: max(1, widths[sparkline]), endingAt: context.now)
        let totals = context.withRunningTimer(of: project.id, timeline.totals(over: periods))
        let current = totals.last ?? 0
        // The count grouped ("10,000"), shortened when its column is too narrow ("123k"), never cut.
        let count = NumberText.amount(Double(timeline.count), units: "", width: widths[goal ? 4 : 3])
        var texts = [NumberText.amount(current, units: project.units, width: widths[2]), count,
                     Sparkline.text(totals, width: widths[sparkline])]
        if goal { texts.insert(project.target.map { Self.goal($0, current: current) } ?? "", at: 1) }
        return (texts, goal && project.target?.isMet(by: current) == true)
    }

    /// The same columns while the items load: "…" for each figure that needs them (never a
    /// zero that is not one), no sparkline.
    private static func loadingFigures(of project: Project, goal: Bool) -> (texts: [String], goalMet: Bool) {
        (goal ? ["…", project.target == nil ? "" : "…", "…", ""] : ["…", "…", ""], false)
    }

    /// The target's progress in the current period, from the total the row shows (no second
    /// pass over the items): a bar and the percentage, "███░    76%", "████  ✓100%" once met (an
    /// at-most target: while not passed; its bar fills as the limit is used up).
    static func goal(_ target: Target, current: Double) -> String {
        let percent = TargetProgress(target: target, total: current, streak: 0).percent
        let text = (target.isMet(by: current) ? "✓" : "") + "\(percent)%"
        let bar = ProgressBar.text(target.fraction(of: current), width: 4)
        return bar + String(repeating: " ", count: max(1, ProjectListLayout.goalWidth - 4 - text.count)) + text
    }
}
