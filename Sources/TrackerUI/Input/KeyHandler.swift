import AppCore
import Foundation
import TerminalUI
import UDFKit

/// Interprets one ``KeyPress`` inside the key middleware: reads the state as it is at that
/// moment and sends the actions the key stands for down the middleware chain
/// (``send(_:)``). What they come to is the reducers' to say (a save's or a deletion's
/// ``SaveAnswer``, an undo's outcome), and the selections are the middleware's to keep
/// (``TrackerKeys/anchorSelections(context:next:environment:cache:)``): a handler never
/// reads the state back to choose what to send next.
///
/// Runs on the thread draining the store, one action at a time, so every read of
/// ``state`` sees every action applied before — its own included, since `next` returns
/// only once the reducers ran — and none applied after. That is what makes a confirmed
/// deletion safe while another program writes (see docs/screens.md, "Keys as actions").
///
/// Never hold a copy of ``state`` across ``send(_:)``: the copy would share the data's
/// buffers, and the reducer would copy 100,000 items to change one. Read what is needed,
/// then send.
struct KeyHandler {
    let press: KeyPress
    let context: MiddlewareContext<TrackerState>
    let next: Middleware<TrackerState>.Next
    let environment: AppEnvironment
    let cache: SharedViewCache

    /// The store's state now. (The store outlives its middleware's calls, so the fallback
    /// is never used.)
    var state: TrackerState { context.state ?? TrackerState() }
    /// The key.
    var key: KeyEvent { press.key }
    /// The window's size when the key was read.
    var size: Size { press.size }
    /// The screen on show.
    var topScreen: AppRoute { state.screens.top.route }

    /// Passes an action on to the rest of the chain and the reducers; it is applied when this
    /// returns.
    func send(_ action: some Action) {
        next(action)
    }

    /// Shows a message in the status bar.
    func show(_ text: String, isError: Bool = false) {
        send(UIAction.statusShown(StatusMessage(text, isError: isError)))
    }

    /// Handles the key: kept for later when it needs the items still loading, ignored while
    /// typed-ahead keys are held, otherwise the command its screen's table binds it to, text
    /// for a field, or nothing.
    func handle() {
        let (screen, ui, outsideSerial) = situation()
        let command = AppKeys.table(for: screen).command(for: key)
        if let loading = ui.loading, !AppKeys.sessionKeys.contains(key), !loading.actsAtOnce(command) {
            return send(DataLoadAction.keyHeld(press))
        }
        if let serial = outsideSerial, serial != ui.noticedOutsideChange {
            send(UIAction.outsideChangeSeen(serial: serial))
        }
        if let hold = ui.inputHold, !AppKeys.sessionKeys.contains(key) {
            guard hold.admits(press) else { return ignore(under: hold) }
            send(InputHoldAction.released)
        }
        guard let command else { return handleUnbound(on: screen) }
        perform(command)
    }

    /// What ``handle()`` reads before acting: the screen, the UI state, the serial of the
    /// last change made elsewhere. Read here, so that no copy of the whole state lives on
    /// while the key acts: Swift keeps a local to the end of its scope, and a copy kept
    /// across a save, a deletion or an undo shares the data's buffers, so the reducer
    /// copied every item (at a million items, ~50 ms and 90 MB; issue 24).
    private func situation() -> (screen: KeyScreen, ui: UIState, outsideSerial: Int?) {
        let current = state
        return (KeyScreen.current(screen: current.screens.top, ui: current.ui, size: size), current.ui, current.app.outsideChange?.serial)
    }

    /// A key typed before the person saw that their screen had closed.
    private func ignore(under hold: InputHold) {
        send(InputHoldAction.keyIgnored(at: press.readAt))
        show(hold.ignoredMessage, isError: true)
    }

    /// Sends the data actions of a save or deletion, then `answer`, whose reducer says what
    /// they came to, whatever that was (``TrackerState/answerReducer``).
    func send(_ actions: [any Action], answeredBy answer: SaveAnswer) {
        for action in actions { send(action) }
        send(answer)
    }
}
