import AppCore
import Foundation
import Synchronization

/// The views' ``ViewCache`` behind a lock, shared by the two threads that derive from the
/// state: the run loop's, which renders, and the one draining the store, where the key
/// middleware moves selections over the same derived lists.
///
/// Every use names the state it derives from; the cache is keyed by its data's change
/// stamps (and the program's time zone), so it is a pure cache: a
/// fresh one gives the same answers. The lock is held only while deriving or drawing, never
/// while an action is applied, so neither thread waits for the other's store work.
///
/// ```swift
/// let cache = SharedViewCache(timeZone: zone)
/// let projects = cache.projects(in: store.state, now: environment.now())
/// ```
public final class SharedViewCache: Sendable {
    private let cache: Mutex<ViewCache>
    let timeZone: TimeZone
    /// The sections being made ahead on threads of their own (``prepareInBackground(_:minimum:)``).
    let preparations = DispatchGroup()
    /// The project whose sections a preparation is making now, if any.
    let preparing = Mutex<ProjectID?>(nil)

    /// An empty cache for dates in `timeZone`.
    public init(timeZone: TimeZone) {
        cache = Mutex(ViewCache())
        self.timeZone = timeZone
    }

    /// Runs `body` with the cache, prepared for `state`'s version of the data.
    public func using<Result: Sendable>(_ state: TrackerState, _ body: (ViewCache) -> Result) -> Result {
        using(state.app.data, body)
    }

    /// Runs `body` with the cache, prepared for `data`.
    func using<Result: Sendable>(_ data: AppData, _ body: (ViewCache) -> Result) -> Result {
        cache.withLock { cache in
            cache.prepare(for: data, timeZone: timeZone)
            return body(cache)
        }
    }

    /// The projects the list shows for `state` at `now` (its filter applied), in the
    /// order chosen.
    public func projects(in state: TrackerState, now: Date) -> [Project] {
        using(state) { $0.projects(in: state.app.data, matching: state.ui.filterText, order: state.ui.projectOrder, now: now) }
    }

    /// The totals the summary screen shows for `state` at `now`, over its chosen span.
    public func summary(in state: TrackerState, now: Date) -> PeriodSummary {
        using(state) { $0.summary(of: state.app.data, span: state.ui.summarySpan, now: now) }
    }

    /// The rows of the items of project `id` in `state` that its screen lists: those
    /// matching the item filter.
    ///
    /// While a preparation is making that project's sections, this waits for it (for as long
    /// as a whole preparation takes at a million items, 0.3 s, then makes them itself)
    /// instead of making them a second time beside it: Enter on a million-item project in the
    /// moment after the load then costs what is left of the preparation.
    public func detail(of id: ProjectID, in state: TrackerState) -> ProjectDetail {
        if preparing.withLock({ $0 == id }) { waitForPreparations(seconds: 0.3) }
        return using(state) { $0.detail(of: id, in: state.app.data, matching: state.ui.itemFilterText) }
    }
}
