import AppCore
import Foundation
import UDFKit

/// The middleware that turns keys into the program's actions, and notices screens that
/// close under the person.
///
/// - A ``KeyAction`` is interpreted here, on the thread draining the store, against the
///   state at that moment (``KeyHandler``): the data, history, route and UI actions it
///   stands for go down the chain one by one, and the reducers say what they came to
///   (``SaveAnswer``). The key action itself goes no further. While the
///   items load (``UIState/loading``) a key that needs them is held instead (``DataLoading``),
///   and the held keys are interpreted, in order, right after
///   ``DataLoadAction/dataLoaded(_:)`` is applied, the list's selection pinned by id first.
/// - Any other action passes on; if it closed the screen on top, or took away the record
///   selected in the list on top, something other than the person's keys did it (another
///   program deleted what they were looking at): keys typed ahead are held (``InputHold``)
///   and the status bar says why.
/// - Before each key, and after any action that changed what the lists show or select, the
///   selections are put on their rows by id (``anchorSelections(context:next:environment:cache:)``).
///
/// Put it first, so that the middleware after it (a recorder, a log, the persistence) sees
/// the actions the keys stand for, which replay without it.
///
/// ```swift
/// let store = Store(initialState: TrackerState(app: AppState(data: data)), reducer: TrackerState.reducer(),
///                   middleware: [TrackerKeys.middleware(environment: .live, cache: cache)])
/// ```
public enum TrackerKeys {
    /// The middleware, reading ids and the clock from `environment` and derived lists from
    /// `cache` (the one the views draw from).
    public static func middleware(environment: AppEnvironment, cache: SharedViewCache) -> Middleware<TrackerState> {
        Middleware { context, action, next in
            if case .pressed(let press)? = action as? KeyAction {
                handle(press, context: context, next: next, environment: environment, cache: cache)
            } else if let load = action as? DataLoadAction, case .dataLoaded = load {
                applyLoad(load, context: context, next: next, environment: environment, cache: cache)
            } else {
                passOn(action, context: context, next: next, environment: environment, cache: cache)
            }
        }
    }

    /// Interprets one key against the state as it is now.
    static func handle(_ press: KeyPress, context: MiddlewareContext<TrackerState>, next: Middleware<TrackerState>.Next,
                               environment: AppEnvironment, cache: SharedViewCache) {
        anchorSelections(context: context, next: next, environment: environment, cache: cache)
        anchoringAfter(context: context, next: next, environment: environment, cache: cache) {
            // The handler lives only for this call; it keeps `next` as a property.
            withoutActuallyEscaping(next) { next in
                KeyHandler(press: press, context: context, next: next, environment: environment, cache: cache).handle()
            }
        }
    }

    /// Passes on an action that is not a key; if it closed the screen on top or took its
    /// selected record away, holds the keys typed ahead and says what happened.
    static func passOn(_ action: any Action, context: MiddlewareContext<TrackerState>,
                       next: Middleware<TrackerState>.Next, environment: AppEnvironment, cache: SharedViewCache) {
        // Only the names are kept across `next`: a copy of the state would share the data's
        // buffers, and the reducers would copy all of it to change one record.
        guard let before = context.state.map({ OpenScreens($0) }) else { return next(action) }
        anchoringAfter(context: context, next: next, environment: environment, cache: cache) { next(action) }
        guard let reason = context.state.flatMap({ before.reasonChanged(now: $0) }) else { return }
        next(InputHoldAction.began(InputHold(since: environment.now(), reason: reason)))
        next(UIAction.statusShown(StatusMessage(reason + ".", isError: true)))
    }
}
