import DevToolsUI
import Synchronization
import TerminalUI
import TrackerUI
import UDFKitDevTools

/// udf-tui's devtools on its own screen: F12 opens and closes the devtools screen; after a
/// jump (or with actions skipped) the program shows that state instead of the store's, marked
/// as the past and read-only, until Esc returns to the present. The store is never changed
/// by any of it, so the database never sees a past state.
final class DevToolsOverlay: RunLoopOverlay {
    let devTools: DevTools<TrackerState>
    let screen: DevToolsScreen
    private var isOpen = false
    private var notice: String?
    private let changed = ChangeFlag()
    private var observation: DevToolsObservation?

    /// The overlay over `devTools`; `wake` redraws the loop when a viewer elsewhere travels.
    init(devTools: DevTools<TrackerState>, name: String, wake: @escaping @Sendable () -> Void, opened: Bool = false) {
        self.devTools = devTools
        isOpen = opened
        screen = DevToolsScreen(connection: .local(devTools, name: name))
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

    var showsProgram: Bool { !isOpen }

    func handle(_ key: KeyEvent, size: Size) -> Bool {
        defer { changed.set() }
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
        case .control("c"):
            return false    // Ctrl-C still quits, as everywhere
        default:
            notice = "read-only: Esc returns"
            return true
        }
    }

    func screen(for state: TrackerState, size: Size, render: (TrackerState) -> Screen) -> Screen? {
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

    func takeChange() -> Bool {
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
