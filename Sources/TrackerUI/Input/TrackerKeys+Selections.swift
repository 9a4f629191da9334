import AppCore
import Foundation
import UDFKit

extension TrackerKeys {
    /// Puts each list's selection on its row by id and where that row is listed now, so that
    /// it stays on its record when the list reorders, and a record that is gone leaves the
    /// selection on the row now in its place (``ListSelection/anchored(count:idAt:find:)``).
    ///
    /// The key middleware does it in one place, for whatever changed the lists: before a key
    /// is interpreted (a list sorted by this period's totals reorders as time passes, with no
    /// action), and after any action that changed what the lists show or select
    /// (``ListInputs``), a key's or not: a save, an undo, a reload of another program's
    /// change, a filter, an order. No key handler keeps the selections itself.
    static func anchorSelections(context: MiddlewareContext<TrackerState>, next: Middleware<TrackerState>.Next,
                                 environment: AppEnvironment, cache: SharedViewCache) {
        // Read into locals and let go before `next`: a copy of the state held across it
        // would share the data's buffers, and the reducer would copy them (issue 24).
        let (project, item) = anchoredSelections(context: context, environment: environment, cache: cache)
        if let project { next(UIAction.projectSelectionMoved(project)) }
        if let item { next(UIAction.itemSelectionMoved(item)) }
    }

    /// The selections put on their rows, each nil when it is there already.
    private static func anchoredSelections(context: MiddlewareContext<TrackerState>, environment: AppEnvironment,
                                           cache: SharedViewCache) -> (ListSelection<ProjectID>?, ListSelection<ItemID>?) {
        guard let state = context.state else { return (nil, nil) }
        let projects = cache.projects(in: state, now: environment.now())
        let project = state.ui.projectSelection.anchored(count: projects.count, idAt: { projects[$0].id })
        guard let shown = state.projectUnderneath else { return (project, nil) }
        let detail = cache.detail(of: shown, in: state)
        let item = state.ui.itemSelection.anchored(count: detail.itemCount, idAt: { detail.item($0).id },
                                                   find: { detail.index(of: $0, in: state.app.data) })
        return (project, item)
    }

    /// Runs `body` (the application of one action, or the interpretation of one key), then
    /// anchors the selections if it changed what the lists show or select.
    static func anchoringAfter(context: MiddlewareContext<TrackerState>, next: Middleware<TrackerState>.Next,
                               environment: AppEnvironment, cache: SharedViewCache, _ body: () -> Void) {
        let before = context.state.map(ListInputs.init)
        body()
        guard let before, let after = context.state.map(ListInputs.init), after != before else { return }
        anchorSelections(context: context, next: next, environment: environment, cache: cache)
    }
}

/// What the lists on screen are derived from and what they select: the data's version, the
/// filters, the order, the project on show and the selected ids. Only stamps and short
/// strings, never the data itself, so holding it across an action copies nothing.
struct ListInputs: Equatable {
    let data: ChangeRecordStamp
    let filter: String
    let itemFilter: String
    let order: ProjectOrder
    let shown: ProjectID?
    let project: ProjectID?
    let item: ItemID?

    init(_ state: TrackerState) {
        data = state.app.data.changeStamp
        filter = state.ui.filterText
        itemFilter = state.ui.itemFilterText
        order = state.ui.projectOrder
        shown = state.projectUnderneath
        project = state.ui.projectSelection.id
        item = state.ui.itemSelection.id
    }
}

extension TrackerState {
    /// The project whose screen is open, on top or under a form, a question or the help:
    /// the one whose items the item selection is in.
    var projectUnderneath: ProjectID? {
        screens.stack.lazy.compactMap(\.route.shownProject).last
    }
}
