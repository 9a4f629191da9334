/// The undoable steps of a ``History``: actions in order, each marked when it starts a step,
/// and the open groups that decide whether the next undoable action starts one.
///
/// The entries live in a copy-on-write ring (``StepBuffer``): recording an action, folding
/// the oldest step away and popping the newest are O(1) (amortised), with no allocation per
/// step. The operations of every action are `@inlinable`, so that they are inlined,
/// specialised, into the undoable reducer's closures.
///
/// `@unchecked Sendable` because of its buffer, a class: it is changed only through the log
/// that holds its one reference (copy-on-write, see ``uniqueBuffer(reserving:)``), so a buffer
/// that several values (and so maybe several threads) share is only read; its entries hold
/// only `Sendable` actions.
@usableFromInline
struct StepLog: @unchecked Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let action: any Action
        @usableFromInline let startsStep: Bool

        @inlinable
        init(action: any Action, startsStep: Bool) {
            self.action = action
            self.startsStep = startsStep
        }
    }

    /// The counts, kept in the buffer's header.
    @usableFromInline
    struct Header: Sendable {
        /// How many entries fit: a power of two, so that an index wraps with a mask.
        @usableFromInline var capacity = 0
        /// The slot of the oldest entry.
        @usableFromInline var head = 0
        /// The number of entries.
        @usableFromInline var count = 0
        /// The number of steps: entries that start one.
        @usableFromInline var steps = 0
        /// How many ``HistoryAction/groupBegan`` are waiting for their ``HistoryAction/groupEnded``.
        @usableFromInline var openGroups = 0
        /// Whether the open group has already started its step.
        @usableFromInline var groupHasStep = false

        @inlinable init() {}

        /// The slot of the entry `offset` places after the oldest.
        @inlinable
        func slot(_ offset: Int) -> Int {
            (head &+ offset) & (capacity &- 1)
        }
    }

    /// `nil` until the first entry or group.
    @usableFromInline var buffer: StepBuffer?

    @inlinable init() {}

    init(steps: [[any Action]], openGroups: Int, groupHasStep: Bool) {
        for step in steps {
            for (index, action) in step.enumerated() {
                append(action, startingStep: index == 0)
            }
        }
        if openGroups != 0 || groupHasStep {
            withUniqueBuffer(reserving: 0) { header, _ in
                header.pointee.openGroups = openGroups
                header.pointee.groupHasStep = groupHasStep
            }
        }
    }

    /// The counts; all zero when there is no buffer yet.
    @inlinable var header: Header { buffer?.withUnsafeMutablePointerToHeader { $0.pointee } ?? Header() }
    /// The number of steps.
    @inlinable var count: Int { buffer?.withUnsafeMutablePointerToHeader { $0.pointee.steps } ?? 0 }
    @inlinable var isEmpty: Bool { count == 0 }
    @inlinable var openGroups: Int { buffer?.withUnsafeMutablePointerToHeader { $0.pointee.openGroups } ?? 0 }
    @inlinable var groupHasStep: Bool { header.groupHasStep }

    /// The actions of every step, oldest first, in the order they were applied.
    var actions: [any Action] { (buffer?.entries ?? []).map(\.action) }

    /// The steps, oldest first, each a list of actions.
    var steps: [[any Action]] {
        var steps: [[any Action]] = []
        for entry in buffer?.entries ?? [] {
            if entry.startsStep || steps.isEmpty {
                steps.append([entry.action])
            } else {
                steps[steps.count - 1].append(entry.action)
            }
        }
        return steps
    }

    /// Calls `body` with the header and the entries of the buffer, made uniquely referenced
    /// and with room for `extra` more entries first: copied (or grown) when it is shared or full.
    ///
    /// The buffer's contents are reached through its pointers, never its `header` property:
    /// a class property would pay for a run-time exclusivity check on every access.
    @inlinable
    mutating func withUniqueBuffer(
        reserving extra: Int,
        _ body: (UnsafeMutablePointer<Header>, UnsafeMutablePointer<Entry>) -> Void
    ) {
        let hasRoom = buffer?.withUnsafeMutablePointerToHeader { $0.pointee.count + extra <= $0.pointee.capacity }
        if !isKnownUniquelyReferenced(&buffer) || hasRoom != true {
            reallocate(reserving: extra)
        }
        buffer?.withUnsafeMutablePointers(body)
    }

    /// Replaces the buffer with a unique one with room for `extra` more entries.
    @usableFromInline
    mutating func reallocate(reserving extra: Int) {
        let old = header
        var capacity = max(old.capacity, 8)
        while capacity < old.count + extra { capacity *= 2 }
        let moving = isKnownUniquelyReferenced(&buffer)
        buffer = buffer?.resized(to: capacity, moving: moving) ?? .make(capacity: capacity, header: old)
    }
}
