import DevToolsUI
import Synchronization
import TerminalUI
import UDFKitDevTools

/// The program's devtools on its own screen: F12 opens and closes the devtools screen; after
/// a jump (or with actions skipped) the program shows that state instead of the store's,
/// marked as the past and read-only, until Esc returns to the present. The store is never
/// changed by any of it, so the database never sees a past state.
///
/// ```swift
/// let devTools = DevTools(reducer: reducer, registry: TrackerState.actionRegistry)
/// let program = TrackerProgram(state: state, reducer: reducer, middleware: [devTools.middleware])
/// let loop = TrackerRunLoop(program: program, terminal: terminal)
/// loop.overlay = DevToolsOverlay(devTools: devTools, name: "udf-tui", wake: { waker.wake() })
/// ```
public final class DevToolsOverlay: RunLoopOverlay {
    /// The devtools shown.
    public let devTools: DevTools<TrackerState>
    /// The devtools screen.
    public let screen: DevToolsScreen
    private var isOpen = false
    private var notice: String?
    private let changed = ChangeFlag()
    private var observation: DevToolsObservation?

    /// A marker drawn at the right of the top row of every screen: `REPLAY` for a
    /// recording opened with `udf-tui devtools replay`, so it is never taken for the program.
    public let marker: String?

    /// The overlay over `devTools`, open at once with `opened`; `wake` redraws the loop when
    /// a viewer elsewhere travels. `x` writes recordings into `exportFolder`; `marker` (if
    /// any) is drawn on every screen.
    public init(devTools: DevTools<TrackerState>, name: String, wake: @escaping @Sendable () -> Void, opened: Bool = false,
                exportFolder: String = ".", marker: String? = nil) {
        self.devTools = devTools
        self.marker = marker
        isOpen = opened
        screen = DevToolsScreen(connection: .local(devTools, name: name), exportFolder: exportFolder)
        let changed = self.changed
        observation = devTools.observe { event in
            guard event == .travelled else { return }
            changed.set()
            wake()
        }
    }

    deinit {
        if let observation { devTools.stopObserving(observation) }
    }

    /// Whether the program is on show (the devtools screen is closed).
    public var showsProgram: Bool { !isOpen }

    /// F12 toggles the devtools screen; while it is open it takes every key but Ctrl-C,
    /// which quits as everywhere; in the past, Esc returns and other keys are refused with
    /// a notice.
    public func handle(_ key: KeyEvent, size: Size) -> Bool {
        defer { changed.set() }
        if key == .control("c") { return false }    // the program quits
        if key == .function(12) {
            isOpen.toggle()
            notice = nil
            return true
        }
        if isOpen {
            if screen.handle(key, size: size) == .close { isOpen = false }
            return true
        }
        guard devTools.isTravelling else { return false }
        switch key {
        case .escape:
            devTools.returnToPresent()
            devTools.clearSkips()
            notice = nil
            return true
        default:
            notice = "read-only: Esc returns"
            return true
        }
    }

    /// The devtools screen, or the past under a PAST bar, or nil for the program as it is;
    /// each with the ``marker``, if any.
    public func screen(for state: TrackerState, size: Size, render: (TrackerState) -> Screen) -> Screen? {
        guard let marker else { return unmarkedScreen(for: state, size: size, render: render) }
        var shown = unmarkedScreen(for: state, size: size, render: render) ?? render(state)
        let width = DisplayWidth.of(marker) + 2    // a space either side
        StatusBar(left: marker, style: Style(foreground: .magenta, attributes: [.reverse, .bold]))
            .draw(in: Rect(column: max(0, size.columns - width), row: 0, columns: min(width, size.columns), rows: 1), on: &shown)
        return shown
    }

    private func unmarkedScreen(for state: TrackerState, size: Size, render: (TrackerState) -> Screen) -> Screen? {
        if isOpen { return screen.render(size: size) }
        guard devTools.isTravelling else { return nil }
        var shown = render(devTools.displayedState(present: state))
        let status = devTools.status(name: "")
        let place = status.position.map { "PAST · the state after action #\($0)" } ?? "PRESENT WITHOUT \(status.skipped.count) SKIPPED ACTIONS"
        StatusBar(left: "\(place) · read-only", right: notice ?? "Esc present · F12 devtools",
                  style: Style(foreground: .yellow, attributes: [.reverse, .bold]))
            .draw(in: shown.bounds.row(0), on: &shown)
        return shown
    }

    /// Whether it showed something new since the last call.
    public func takeChange() -> Bool {
        changed.take()
    }
}

/// A flag set from any thread and taken by the run loop.
final class ChangeFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }

    /// Whether it was set since the last call; clears it.
    func take() -> Bool { value.exchange(false, ordering: .acquiringAndReleasing) }
}
