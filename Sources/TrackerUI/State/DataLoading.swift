import AppCore
import UDFKit

/// The items are still loading: the program started on the projects and timers alone, and
/// shows them while the items are read on another thread.
///
/// Keys typed meanwhile are kept here in the order they were read and applied, in that
/// order, once the items are in (``DataLoadAction/dataLoaded(_:)``): no key is lost, and
/// none is applied to data without its items. Only Ctrl-C, Ctrl-Z and Ctrl-L
/// (`AppKeys.sessionKeys`), which touch no data, act at once.
///
/// ```swift
/// var state = TrackerState(app: AppState(data: projectsAndTimers), ui: UIState())
/// state.ui.loading = DataLoading()
/// store.dispatch(DataLoadAction.dataLoaded(wholeData))   // the held keys run now
/// ```
public struct DataLoading: Hashable, Sendable, Codable {
    /// The keys read while loading, oldest first.
    public var heldKeys: [KeyPress]

    /// A load that has held no key yet.
    public init(heldKeys: [KeyPress] = []) {
        self.heldKeys = heldKeys
    }

    /// The status bar's text while loading.
    public static let message = "Loading the items…"
}

/// The end of a background load, and the keys held until then. Reduced by
/// ``TrackerState/loadReducer``.
///
/// Storage must not write anything for these actions: ``dataLoaded(_:)`` is what storage
/// already holds (udf-tui's persistence middleware lets this family pass unwritten).
///
/// ```swift
/// store.dispatch(DataLoadAction.dataLoaded(try storage.loadData()))
/// ```
public enum DataLoadAction: Action, Codable, Equatable {
    /// A key read while the items were loading, kept for later.
    case keyHeld(KeyPress)
    /// The whole data, as storage holds it: it replaces the projects-only data; the key
    /// middleware then applies the held keys in order.
    case dataLoaded(AppData)
    /// The data could not be loaded: the program quits, and says why in one line once the
    /// terminal is restored.
    case loadFailed(message: String)
}

extension TrackerState {
    /// Applies ``DataLoadAction``s: keys held in ``UIState/loading``, the loaded data put in
    /// place, and a failed load turned into a quit with its message.
    public static let loadReducer = Reducer<TrackerState>(DataLoadAction.self) { state, action in
        switch action {
        case .keyHeld(let press):
            state.ui.loading?.heldKeys.append(press)
        case .dataLoaded(let data):
            state.app.data = data
            state.ui.loading = nil
        case .loadFailed(let message):
            state.ui.loading = nil
            state.ui.status = StatusMessage(message, isError: true)
            state.ui.session.quit = true
        }
    }
}
