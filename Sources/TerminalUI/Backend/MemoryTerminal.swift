/// A terminal in memory: keys come from a queue, drawn screens are kept for inspection.
///
/// Tests and benchmarks drive a run loop with it exactly as the real terminal would, with
/// key scripts decoded like terminal input:
///
/// ```swift
/// let terminal = MemoryTerminal(size: Size(columns: 80, rows: 24))
/// try terminal.type("jj<Enter>")
/// // ... run the loop until the keys are used up ...
/// print(terminal.screen?.snapshot ?? "nothing drawn")
/// ```
public final class MemoryTerminal: TerminalBackend {
    /// The window size; change it with ``resize(to:)``.
    public private(set) var size: Size
    /// The last screen drawn, as a real terminal would show it (resized to ``size``).
    public private(set) var screen: Screen?
    /// How many times ``draw(_:)`` was called: tests check that idle loops draw nothing.
    public private(set) var drawCount = 0
    /// How many of those draws had to repaint everything (after ``invalidate()`` or a resize).
    public private(set) var fullRepaintCount = 0
    /// How many times ``suspend()`` was called.
    public private(set) var suspendCount = 0
    /// How many times ``readKey(timeout:)`` returned `nil` because the queue was empty.
    public private(set) var idleReads = 0
    private var pending: [KeyEvent] = []
    private var pendingIndex = 0
    private var needsFullRepaint = true

    /// Creates a terminal of `size` with no keys queued.
    public init(size: Size) {
        self.size = size
    }

    /// Queues `keys` for ``readKey(timeout:)``.
    public func send(_ keys: [KeyEvent]) {
        pending.append(contentsOf: keys)
    }

    /// Queues the keys of a ``KeyScript`` such as `"jj<Enter><C-r>"`.
    public func type(_ script: String) throws(KeyScript.SyntaxError) {
        send(try KeyScript.keys(script))
    }

    /// Changes the window size and queues a ``KeyEvent/resize``, as a real resize does.
    public func resize(to newSize: Size) {
        size = newSize
        needsFullRepaint = true
        send([.resize])
    }

    /// Whether queued keys remain.
    public var hasPendingKeys: Bool { pendingIndex < pending.count }

    /// Keeps `screen` as ``screen`` (cut or padded to ``size``) and counts the draw.
    public func draw(_ screen: Screen) {
        drawCount += 1
        if needsFullRepaint { fullRepaintCount += 1 }
        needsFullRepaint = false
        self.screen = screen.size == size ? screen : screen.resized(to: size)
    }

    /// Returns the next queued key at once, or `nil` when none is left (never waits).
    public func readKey(timeout: Duration?) throws(TerminalError) -> KeyEvent? {
        guard pendingIndex < pending.count else {
            idleReads += 1
            return nil
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }

    /// Marks the next draw as a full repaint, as counted by ``fullRepaintCount``.
    public func invalidate() {
        needsFullRepaint = true
    }

    /// Counts the suspension (``suspendCount``) and marks the next draw as a full repaint.
    public func suspend() {
        suspendCount += 1
        needsFullRepaint = true
    }
}
