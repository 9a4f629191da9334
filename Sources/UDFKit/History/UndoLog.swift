/// The undoable steps of a ``History``, oldest first: one flat array of actions, each marked
/// when it starts a step, read from `head` on.
///
/// Appending is amortised O(1) with no allocation per step. Forgetting the oldest step moves
/// `head` past it, and puts a placeholder in each slot it leaves, so that the forgotten
/// actions are released at once; the array is compacted when the forgotten slots are the
/// greater part (amortised O(1) again).
@usableFromInline
struct UndoLog: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var action: any Action
        @usableFromInline var startsStep: Bool

        @inlinable
        init(action: any Action, startsStep: Bool) {
            self.action = action
            self.startsStep = startsStep
        }
    }

    @usableFromInline var entries: [Entry] = []
    @usableFromInline var head = 0
    /// How many steps the log holds.
    @usableFromInline var stepCount = 0

    @inlinable var isEmpty: Bool { stepCount == 0 }

    /// The actions of every step, in order.
    var actions: some Collection<any Action> { entries[head...].lazy.map(\.action) }

    /// The steps, oldest first.
    var steps: [[any Action]] {
        entries[head...].reduce(into: [[any Action]]()) { steps, entry in
            if entry.startsStep || steps.isEmpty { steps.append([entry.action]) } else { steps[steps.count - 1].append(entry.action) }
        }
    }

    @inlinable init() {}

    init(steps: [[any Action]]) {
        for step in steps where !step.isEmpty {
            appendStep(step[0])
            step.dropFirst().forEach { appendToNewestStep($0) }
        }
    }

    @inlinable
    mutating func appendStep(_ action: any Action) {
        entries.append(Entry(action: action, startsStep: true))
        stepCount += 1
    }

    /// Adds an action to the newest step; there must be one.
    @inlinable
    mutating func appendToNewestStep(_ action: any Action) {
        entries.append(Entry(action: action, startsStep: false))
    }

    /// Removes the oldest step, handing each of its actions to `fold` first.
    @inlinable
    mutating func removeOldest(_ fold: (any Action) -> Void) {
        guard stepCount > 0 else { return }
        repeat {
            fold(entries[head].action)
            entries[head] = Entry(action: ForgottenAction.step, startsStep: false)
            head += 1
        } while head < entries.count && !entries[head].startsStep
        stepCount -= 1
        if head > 32, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Removes the newest step and returns its actions.
    mutating func removeNewest() -> [any Action] {
        guard stepCount > 0, let start = entries[head...].lastIndex(where: \.startsStep) else { return [] }
        let step = entries[start...].map(\.action)
        entries.removeSubrange(start...)
        stepCount -= 1
        if stepCount == 0 {
            entries.removeAll()
            head = 0
        }
        return step
    }
}

/// What takes a forgotten action's place in the log until the slot is compacted away.
@usableFromInline
enum ForgottenAction: Action {
    case step
}
