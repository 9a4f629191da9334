/// The undoable steps of a ``History``: actions in order, each marked when it starts a step,
/// and the open groups that decide whether the next undoable action starts one.
///
/// The entries live in a copy-on-write ring (``StepBuffer``): recording an action, folding
/// the oldest step away and popping the newest are O(1) (amortised), with no allocation per
/// step for trivial actions (see ``ErasedAction``; any other is in a box of its own). The
/// operations of every action are `@inlinable`, so that they are inlined, specialised, into
/// the undoable reducer's closures.
///
/// A step pushed past the limit is forgotten at once (``count`` no longer counts it) but stays
/// in the ring, *pending*, until ``foldBatch`` of them are applied to the base in one pass
/// (``StepBuffer/removeFirst(steps:applying:to:)``): one pass over a batch costs fewer
/// instructions per step than a fold per action (measured, see docs/toolbox.md), and the
/// history's observable values do not change (``History/base`` applies pending steps to a copy).
///
/// `@unchecked Sendable` because of its buffer, a class: it is changed only through the log
/// that holds its one reference (copy-on-write, see ``makeUnique(reserving:)``), so a buffer
/// that several values (and so maybe several threads) share is only read; its entries hold
/// only trivial values and boxes of `Sendable` actions.
@usableFromInline
struct StepLog: @unchecked Sendable {
    @usableFromInline
    struct Entry {
        @usableFromInline let erased: ErasedAction
        @usableFromInline let startsStep: Bool

        @inlinable
        init(action: ErasedAction, startsStep: Bool) {
            erased = action
            self.startsStep = startsStep
        }

        /// The action, boxed.
        var action: any Action { erased.action }
    }

    /// The counts of a ``StepBuffer``.
    @usableFromInline
    struct Header {
        /// How many entries fit: a power of two, so that an index wraps with a mask.
        @usableFromInline var capacity = 0
        /// The slot of the oldest entry.
        @usableFromInline var head = 0
        /// The number of entries.
        @usableFromInline var count = 0
        /// The number of steps: entries that start one.
        @usableFromInline var steps = 0
        /// How many of the oldest steps are past the limit: forgotten, and waiting to be
        /// applied to the base (see ``StepLog/foldBatch``).
        @usableFromInline var pending = 0
        /// How many ``HistoryAction/groupBegan`` are waiting for their ``HistoryAction/groupEnded``.
        @usableFromInline var openGroups = 0
        /// Whether the open group has already started its step.
        @usableFromInline var groupHasStep = false

        @usableFromInline init() {}

        /// The slot of the entry `offset` places after the oldest.
        @inlinable
        func slot(_ offset: Int) -> Int {
            (head &+ offset) & (capacity &- 1)
        }
    }

    /// How many steps past the limit wait in the ring before they are applied to the base
    /// together. Small, so that the actions of forgotten steps are let go of soon.
    @usableFromInline static let foldBatch = 32

    /// `nil` until the first entry or group.
    @usableFromInline var buffer: StepBuffer?

    @usableFromInline init() {}

    init(steps: [[any Action]], openGroups: Int, groupHasStep: Bool) {
        for step in steps {
            for (index, action) in step.enumerated() {
                append(action, startingStep: index == 0)
            }
        }
        if openGroups != 0 || groupHasStep {
            makeUnique(reserving: 0)
            buffer?.header.openGroups = openGroups
            buffer?.header.groupHasStep = groupHasStep
        }
    }

    /// The counts; all zero when there is no buffer yet.
    @inlinable var header: Header { buffer?.header ?? Header() }
    /// The number of steps that can be undone: all but the pending ones.
    @inlinable var count: Int { buffer.map { $0.header.steps &- $0.header.pending } ?? 0 }
    @inlinable var isEmpty: Bool { count == 0 }

    /// The actions of every step, pending ones included, oldest first, in the order they were
    /// applied.
    var actions: [any Action] { (buffer?.all ?? []).map(\.action) }

    /// The steps that can be undone, oldest first, each a list of actions.
    var steps: [[any Action]] { Array(allSteps.dropFirst(header.pending)) }

    /// The pending steps, oldest first, each a list of actions.
    var pendingSteps: [[any Action]] { Array(allSteps.prefix(header.pending)) }

    /// Every step, pending ones included, oldest first, each a list of actions.
    private var allSteps: [[any Action]] {
        var steps: [[any Action]] = []
        for entry in buffer?.all ?? [] {
            if entry.startsStep || steps.isEmpty {
                steps.append([entry.action])
            } else {
                steps[steps.count - 1].append(entry.action)
            }
        }
        return steps
    }

    /// Makes the buffer uniquely referenced, with room for `extra` more entries: copied (or
    /// grown) first when it is shared or full.
    @inlinable
    mutating func makeUnique(reserving extra: Int) {
        let hasRoom = buffer.map { $0.header.count &+ extra <= $0.header.capacity } ?? false
        if !isKnownUniquelyReferenced(&buffer) || !hasRoom {
            reallocate(reserving: extra)
        }
    }

    @usableFromInline
    mutating func reallocate(reserving extra: Int) {
        let old = header
        var capacity = max(old.capacity, 8)
        while capacity < old.count + extra { capacity *= 2 }
        let moving = isKnownUniquelyReferenced(&buffer)
        buffer = buffer?.resized(to: capacity, moving: moving) ?? StepBuffer(capacity: capacity, counts: old)
    }
}
