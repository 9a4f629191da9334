import Synchronization

/// Saves a value to a ``FileSnapshot`` a moment after it changes, coalescing changes.
///
/// Noting a change costs O(1): the saver marks itself dirty and, if no save is due, makes one
/// due `delay` from now on `clock`. When it falls due, the saver reads the latest value and
/// writes it, unless it equals (for `Equatable` values) the one last saved. A burst of
/// changes is thus one write, and steady changes are saved at least once per `delay`:
/// unlike a pure debounce, which waits for a quiet moment, a busy app never goes unsaved.
///
/// ```swift
/// let saver = SnapshotSaver(snapshot, delay: .seconds(1))
/// let store = Store(initialState: state, reducer: app, middleware: [.savingSnapshots(of: \.todos, with: saver)])
/// // ...at exit:
/// try saver.flush()
/// ```
///
/// With ``Middleware/savingSnapshots(of:with:)`` the saver reads the state from the store
/// when the save is due, and keeps no copy of it between actions: a kept copy would make the
/// store's next change copy the collections it touches. Tests pass a clock they advance by
/// hand (UDFKitTesting's `TestClock`) and wait for the write with ``waitForPendingSave()``.
public final class SnapshotSaver<Value: Codable & Sendable>: Sendable {
    struct Pending {
        var isDirty = false
        /// A value handed to ``schedule(_:)``, saved in preference to reading one.
        var scheduled: Value?
        /// Reads the latest value from the store, for the middleware.
        var reader: (@Sendable () -> Value?)?
        var timer: Task<Void, Never>?
        var lastSaved: Value?
    }

    /// The file written to.
    public let snapshot: FileSnapshot<Value>
    private let delay: Duration
    private let clock: any Clock<Duration>
    let report: @Sendable (any Error) -> Void
    let pending = Mutex(Pending())
    /// Held while writing, so that writes never overlap or land out of order.
    let writing = Mutex(())

    /// Creates a saver.
    ///
    /// - Parameters:
    ///   - snapshot: the file to write.
    ///   - delay: how long after a change the save happens.
    ///   - clock: the clock that measures `delay`.
    ///   - report: told about failed saves; by default they go to standard error. A failed
    ///     save is tried again at the next change or ``flush()``.
    public init(
        _ snapshot: FileSnapshot<Value>,
        delay: Duration = .milliseconds(500),
        clock: any Clock<Duration> = ContinuousClock(),
        report: @escaping @Sendable (any Error) -> Void = { printToStandardError("\($0)") }
    ) {
        self.snapshot = snapshot
        self.delay = delay
        self.clock = clock
        self.report = report
    }

    /// Notes a new value to save; the save happens `delay` after the first unsaved change.
    public func schedule(_ value: Value) {
        pending.withLock { pending in
            pending.scheduled = value
            noteChange(&pending)
        }
    }

    /// Notes that the value `reader` reads has changed. `makeReader` is called only the first
    /// time, so that noting a change allocates nothing.
    func noteChange(readingWith makeReader: () -> @Sendable () -> Value?) {
        pending.withLock { pending in
            if pending.reader == nil { pending.reader = makeReader() }
            noteChange(&pending)
        }
    }

    private func noteChange(_ pending: inout Pending) {
        pending.isDirty = true
        guard pending.timer == nil else { return }
        pending.timer = Task { [clock, delay, weak self] in
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            self?.saveDueValue()
        }
    }

    /// Saves the latest value now if it is not saved yet, and cancels the timer.
    ///
    /// Call it before the program exits.
    public func flush() throws {
        let timer = pending.withLock { $0.timer }
        timer?.cancel()
        if let error = saveDueValue() { throw error }
    }

    /// Waits until the save that is due (if any) has been written or has failed.
    public func waitForPendingSave() async {
        await pending.withLock { $0.timer }?.value
        // A save that already took its value (and cleared the timer) holds this lock until written.
        writing.withLock { _ in }
    }

    /// Whether a change is waiting to be saved.
    public var hasUnsavedChanges: Bool {
        pending.withLock { $0.isDirty }
    }
}
