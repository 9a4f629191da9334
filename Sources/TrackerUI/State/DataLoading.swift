import AppCore
import UDFKit

/// The items are still loading: the program started on the projects and timers alone, and
/// shows them while the items are read on another thread.
///
/// Keys typed meanwhile act on what is on screen when they are typed. Those that need only
/// the projects act at once, as on the loaded program: moving in the list, the filter, the
/// order, the help, quitting (``AppCommand/waitsForTheItems``). The first key that needs the
/// items (open, delete, edit, a timer, undo...) is kept here, and so is every key after it,
/// in the order they were read; they are applied in that order once the items are in
/// (``DataLoadAction/dataLoaded(_:)``): no key is lost, none is applied to data without its
/// items. The list selects its row by id before the items replace the data, so a key kept
/// for later acts on the project that was selected on screen, wherever the loaded list
/// (sorted by this period's total, say) puts it. Ctrl-C, Ctrl-Z and Ctrl-L
/// (`AppKeys.sessionKeys`) always act at once.
///
/// ```swift
/// var state = TrackerState(app: AppState(data: projectsAndTimers), ui: UIState())
/// state.ui.loading = DataLoading()
/// store.dispatch(DataLoadAction.dataLoaded(wholeData))   // the held keys run now
/// ```
public struct DataLoading: Hashable, Sendable, Codable {
    /// The keys read while loading that wait for the items, oldest first.
    public var heldKeys: [KeyPress]

    /// A load that has held no key yet.
    public init(heldKeys: [KeyPress] = []) {
        self.heldKeys = heldKeys
    }

    /// Whether a key bound to `command` (`nil`: bound to nothing) acts now rather than
    /// waiting for the items: only when no key waits already (keys keep their order) and
    /// the command needs only the projects.
    public func actsAtOnce(_ command: AppCommand?) -> Bool {
        heldKeys.isEmpty && command?.waitsForTheItems != true
    }

    /// The status bar's text while loading: "Loading the items…", and how many keys wait
    /// for them.
    public var message: String {
        switch heldKeys.count {
        case 0: Self.message
        case 1: Self.message + " 1 key waits for them."
        default: Self.message + " \(heldKeys.count) keys wait for them."
        }
    }

    /// The status bar's text while loading, before any key waits.
    public static let message = "Loading the items…"
}

extension AppCommand {
    /// Whether the command needs the items, so that a key bound to it waits for them while
    /// they load (``DataLoading``): it changes the data, opens a screen drawn from the items,
    /// or answers a screen opened by such a key. Moving in the project list, the filter, the
    /// order and the help need only the projects.
    public var waitsForTheItems: Bool {
        switch self {
        case .move, .startFilter, .finishFilter, .clearFilter, .cycleOrder, .help, .closeHelp, .editText,
             .quit, .redraw, .suspend, .devTools:
            false
        case .movePeriod, .open, .back, .create, .edit, .editProject, .delete, .toggleActivity, .undo, .redo,
             .openSummary, .chooseSpan, .nextSpan, .focusField, .save, .confirm, .discard, .keepEditing,
             .overwrite, .reload, .reloadConfirmed, .stopTimerFirst, .openConflicts, .keepMine, .takeTheirs:
            true
        }
    }
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
    /// A key read while the items were loading, kept for later: it needs the items, or a
    /// key kept before it does.
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
