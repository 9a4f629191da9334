import AppCore
import Foundation
import UDFKit

extension TrackerKeys {
    /// Puts the loaded data in place, then interprets the keys held while it loaded
    /// (``DataLoading``), in order, before any key read after the load is dispatched.
    ///
    /// Held keys act on what was on screen when they were typed: the list's selection is
    /// pinned to its project by id first, so the first held key acts on the project the
    /// loading frame selected, wherever the loaded list puts it. When the load reordered the
    /// list (sorted by this period's total, which needs the items), a held move in the list
    /// would land on another row than the frame showed, so it and the keys after it are not
    /// applied, and the status bar says so.
    static func applyLoad(_ action: DataLoadAction, context: MiddlewareContext<TrackerState>, next: Middleware<TrackerState>.Next,
                          environment: AppEnvironment, cache: SharedViewCache) {
        // Once the keys typed meanwhile are applied, the largest project's sections are made
        // ahead, so that opening it does not sort its items while the person waits.
        defer { if let data = context.state?.app.data { cache.prepareInBackground(data) } }
        let held = context.state?.ui.loading?.heldKeys ?? []
        let shownOrder = listedIDs(context: context, environment: environment, cache: cache)
        anchorSelections(context: context, next: next, environment: environment, cache: cache)
        passOn(action, context: context, next: next, environment: environment, cache: cache)
        let reordered = listedIDs(context: context, environment: environment, cache: cache) != shownOrder
        for (index, press) in held.enumerated() {
            if reordered, let state = context.state, movesInTheProjectList(press, state: state) {
                let count = held.count - index
                let keys = count == 1 ? "the last key" : "the last \(count) keys"
                let message = "The list's order changed as the items arrived; \(keys) typed meanwhile were not applied."
                return next(UIAction.statusShown(StatusMessage(message, isError: true)))
            }
            handle(press, context: context, next: next, environment: environment, cache: cache)
        }
    }

    /// The ids of the projects the list shows now, in order.
    private static func listedIDs(context: MiddlewareContext<TrackerState>, environment: AppEnvironment, cache: SharedViewCache) -> [ProjectID] {
        context.state.map { cache.projects(in: $0, now: environment.now()).map(\.id) } ?? []
    }

    /// Whether `press` moves the project list's selection by position (↓, `j`, PgDn...).
    private static func movesInTheProjectList(_ press: KeyPress, state: TrackerState) -> Bool {
        let screen = KeyScreen.current(screen: state.screens.top, ui: state.ui, size: press.size)
        guard screen == .projectList || screen == .filtering, state.screens.top == .projectList,
              case .move? = AppKeys.table(for: screen).command(for: press.key) else { return false }
        return true
    }
}
