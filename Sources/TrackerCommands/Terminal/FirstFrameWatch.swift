import TerminalUI

/// A terminal that calls ``ProgramHooks/afterFirstFrame`` once its first frame is drawn,
/// and otherwise passes everything to the terminal it wraps; used only when a tool
/// installed that hook (`udf-tui-lab`'s crash and quit hooks).
final class FirstFrameWatch<Base: TerminalBackend>: TerminalBackend {
    private let base: Base
    private let hook: @Sendable () -> Bool
    private var firstFrameDrawn = false
    private var quitAsked = false

    init(_ base: Base, hook: @escaping @Sendable () -> Bool) {
        self.base = base
        self.hook = hook
    }

    var size: Size { base.size }

    func draw(_ screen: Screen) {
        base.draw(screen)
        guard !firstFrameDrawn else { return }
        firstFrameDrawn = true
        quitAsked = hook()
    }

    /// After the first frame, a hook that asked to quit is answered with Ctrl-C; every
    /// other read goes to the terminal.
    func readKey(timeout: Duration?) throws(TerminalError) -> KeyEvent? {
        if quitAsked { return .control("c") }
        return try base.readKey(timeout: timeout)
    }

    func invalidate() { base.invalidate() }
    func suspend() { base.suspend() }
}
