import AppCore
import Foundation
import TerminalUI
import UDFKit

extension KeyHandler {
    /// `[` and `]` on a project: selects the period before or after the selected one, never
    /// past the current period nor before the one of the project's creation or oldest item,
    /// scrolls the chart to show it, and moves the item list to that period's section (or
    /// the newest older one with items). At either end nothing changes.
    ///
    /// Reads the cached sections only (O(log sections)), never the items.
    func movePeriod(earlier: Bool) {
        guard case .project(let id) = topScreen, let project = state.app.data.projects[id: id] else { return }
        let current = state
        let all = cache.using(current) { $0.detail(of: id, in: current.app.data) }
        let now = environment.now()
        let calendar = PeriodCalendar(frequency: project.frequency, timeZone: environment.timeZone)
        let oldest = min(project.createdAt, all.oldestTimestamp ?? project.createdAt)
        let limit = calendar.periodsBetween(oldest, and: now)
        let layout = ProjectDetailLayout(size: size)
        let selection = current.ui.periodSelection.moved(by: earlier ? 1 : -1, limit: limit, capacity: layout.barCapacity)
        guard selection != current.ui.periodSelection else { return }
        send(UIAction.periodSelectionMoved(selection))
        selectFirstItem(atOrBefore: calendar.period(selection.back, before: now).start, of: id, height: layout.list.size.rows)
    }

    /// Selects the newest item of the period starting at `start` (or of the newest older
    /// period with items) among the listed items of project `id`, its section's header at
    /// the top of the list.
    private func selectFirstItem(atOrBefore start: Date, of id: ProjectID, height: Int) {
        let current = state
        let shown = cache.detail(of: id, in: current)
        guard let index = shown.firstItem(atOrBefore: start) else { return }
        let viewport = ProjectDetailLayout.viewport(shown, selected: index, offset: shown.row(ofItem: index) - 1, height: height)
        send(UIAction.itemSelectionMoved(ListSelection(id: shown.item(index).id, index: index, offset: viewport.offset)))
    }
}
