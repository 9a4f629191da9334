import UDFKit

/// What the keys ask of the run loop rather than of the state on screen: quit, repaint the
/// terminal, suspend the program. Reduced into ``UIState/session``; the loop, on its own
/// thread, compares the counts with those it has acted on and does the rest.
///
/// They go through the store like any other action, so a recording shows where a session
/// was suspended or quit, and the key middleware never calls the terminal from the thread
/// that happens to be draining the store.
///
/// ```swift
/// store.dispatch(SessionAction.redrawRequested)
/// store.state.ui.session.redraws    // 1
/// ```
public enum SessionAction: Action, Codable, Hashable {
    /// Ctrl-C, or `q` where it quits.
    case quitRequested
    /// Ctrl-L: repaint every cell.
    case redrawRequested
    /// Ctrl-Z: hand the terminal back to the shell until `fg`.
    case suspendRequested
}

/// The run loop's to-do list, as counts so that two requests in a row are two requests.
public struct SessionRequests: Hashable, Sendable, Codable {
    /// Whether quitting was asked for.
    public var quit = false
    /// How many repaints were asked for since the start.
    public var redraws = 0
    /// How many suspensions were asked for since the start.
    public var suspends = 0

    /// No request yet.
    public init() {}
}

extension UIState {
    /// Applies ``SessionAction``s to ``session``.
    public static let sessionReducer = Reducer<UIState>(SessionAction.self) { ui, action in
        switch action {
        case .quitRequested: ui.session.quit = true
        case .redrawRequested: ui.session.redraws += 1
        case .suspendRequested: ui.session.suspends += 1
        }
    }
}
