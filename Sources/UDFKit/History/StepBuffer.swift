/// The storage of a ``StepLog``: its entries in a ring (a circular buffer), so that appending
/// the newest entry and removing the oldest are both O(1) without moving the others, and its
/// counts, so that a ``History`` stays three words long.
///
/// A small state matters: a store whose state is more than about six words long pays for
/// value-witness calls on every dispatch (about 100 instructions, measured), more than all of
/// the undo work.
///
/// The entries live in memory the buffer allocates itself, not in a `ManagedBuffer`, whose
/// elements are reached only inside a closure: the recording code reaches them directly.
@usableFromInline
final class StepBuffer {
    /// Changed only through the one ``StepLog`` that references this buffer, after it checked
    /// that it does (copy-on-write): exclusive by construction, so the run-time exclusivity
    /// check, which costs more than the access, is switched off.
    @exclusivity(unchecked) @usableFromInline var header: StepLog.Header
    /// `header.capacity` slots, of which the `header.count` from `header.head` on (wrapping
    /// around) are initialised. The buffer owns the boxes of their actions: it retained each
    /// when the entry was stored (``append(_:startingStep:)``), and releases it when the entry
    /// goes (entries are trivial values, so nothing else does).
    @usableFromInline let entries: UnsafeMutablePointer<StepLog.Entry>
    /// The box of the reducer that applies the pending steps (a `ReducerBox<Value>` of the
    /// history's `Value`, which this buffer does not know): set when a step becomes pending,
    /// read only while some are. Exclusive by construction, as ``header`` is.
    @exclusivity(unchecked) @usableFromInline var pendingReducer: AnyObject?

    /// An empty buffer for `capacity` entries, a power of two, with the step and group counts
    /// of `header`.
    init(capacity: Int, counts header: StepLog.Header) {
        self.header = header
        self.header.capacity = capacity
        self.header.head = 0
        self.header.count = 0
        entries = .allocate(capacity: capacity)
    }

    /// A buffer with the same entries and room for `capacity` (a power of two, at least
    /// their count): moved out of this one when `moving` (then left empty), else copied.
    func resized(to capacity: Int, moving: Bool) -> StepBuffer {
        let copy = StepBuffer(capacity: capacity, counts: header)
        for offset in 0..<header.count {
            let source = entries + header.slot(offset)
            if !moving { _ = source.pointee.erased.box?.retain() }
            (copy.entries + offset).initialize(to: source.pointee)
        }
        copy.header.count = header.count
        copy.pendingReducer = pendingReducer
        if moving { header.count = 0 }
        return copy
    }

    /// The entries, oldest first.
    var all: [StepLog.Entry] {
        (0..<header.count).map { entries[header.slot($0)] }
    }

    /// Removes the entry `offset` places after the oldest and returns its action, boxed; the
    /// caller then changes the counts.
    func take(at offset: Int) -> any Action {
        let erased = entries[header.slot(offset)].erased
        defer { erased.box?.release() }
        return erased.action
    }

    deinit {
        for offset in 0..<header.count {
            entries[header.slot(offset)].erased.box?.release()
        }
        entries.deallocate()
    }
}
