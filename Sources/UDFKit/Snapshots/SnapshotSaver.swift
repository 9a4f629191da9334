import Synchronization

/// Saves a value to a ``FileSnapshot`` a moment after it changes, coalescing changes.
///
/// ``schedule(_:)`` costs O(1): it keeps the latest value and, if no save is due, makes one
/// due `delay` from now on `clock`. When it falls due, the saver writes the latest value,
/// unless it equals (for `Equatable` values) the one last saved. A burst of changes is thus
/// one write, and steady changes are saved at least once per `delay`: unlike a pure
/// debounce, which waits for a quiet moment, a busy app never goes unsaved.
///
/// ```swift
/// let saver = SnapshotSaver(snapshot, delay: .seconds(1))
/// let store = Store(initialState: state, reducer: app, middleware: [.savingSnapshots(of: \.todos, with: saver)])
/// // ...at exit:
/// try saver.flush()
/// ```
///
/// Tests pass a clock they advance by hand (UDFKitTesting's `TestClock`) and wait for the
/// write with ``waitForPendingSave()``: no sleeping.
public final class SnapshotSaver<Value: Codable & Sendable>: Sendable {
    struct Pending {
        var value: Value?
        var timer: Task<Void, Never>?
        var lastSaved: Value?
    }

    /// The file written to.
    public let snapshot: FileSnapshot<Value>
    private let delay: Duration
    private let clock: any Clock<Duration>
    private let report: @Sendable (any Error) -> Void
    private let pending = Mutex(Pending())
    /// Held while writing, so that writes never overlap or land out of order.
    private let writing = Mutex(())

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
            pending.value = value
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
        pending.withLock { $0.value != nil }
    }

    @discardableResult
    private func saveDueValue() -> (any Error)? {
        writing.withLock { _ in
            let due = pending.withLock { pending in
                defer { (pending.value, pending.timer) = (nil, nil) }
                return pending.value.map { (value: $0, lastSaved: pending.lastSaved) }
            }
            guard let due, !isEqual(due.value, due.lastSaved) else { return nil }
            do {
                try snapshot.save(due.value)
                pending.withLock { $0.lastSaved = due.value }
                return nil
            } catch {
                pending.withLock { pending in
                    if pending.value == nil { pending.value = due.value }
                }
                report(error)
                return error
            }
        }
    }
}

/// Whether `value` equals the last saved value (for `Equatable` values). Cheap when nothing
/// changed: arrays and dictionaries compare equal at once when they share their storage.
private func isEqual<Value>(_ value: Value, _ lastSaved: Value?) -> Bool {
    guard let lastSaved else { return false }
    return equalIfEquatable(value, lastSaved) ?? false
}
