/// The undoable steps of a ``History``: actions in order, each marked when it starts a step.
///
/// One flat array with a moving head, so that recording an action, folding the oldest step
/// away and popping the newest are all O(1) amortised, with no allocation per step.
struct StepLog: Sendable {
    struct Entry: Sendable {
        let action: any Action
        let startsStep: Bool
    }

    private var entries: [Entry] = []
    private var head = 0
    /// The number of steps.
    private(set) var count = 0

    init() {}

    init(steps: [[any Action]]) {
        for step in steps where !step.isEmpty {
            for (index, action) in step.enumerated() {
                append(action, startingStep: index == 0)
            }
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The actions of every step, oldest first, in the order they were applied.
    var actions: some Sequence<any Action> {
        entries[head...].lazy.map(\.action)
    }

    /// The steps, oldest first, each a list of actions.
    var steps: [[any Action]] {
        var steps: [[any Action]] = []
        for entry in entries[head...] {
            if entry.startsStep || steps.isEmpty {
                steps.append([entry.action])
            } else {
                steps[steps.count - 1].append(entry.action)
            }
        }
        return steps
    }

    /// Records an action, as the first of a new step or as part of the newest one.
    mutating func append(_ action: any Action, startingStep: Bool) {
        let starts = startingStep || isEmpty
        entries.append(Entry(action: action, startsStep: starts))
        if starts { count += 1 }
    }

    /// Removes the newest step and returns its actions in order.
    mutating func removeLast() -> [any Action] {
        guard !isEmpty else { return [] }
        var start = entries.count - 1
        while start > head, !entries[start].startsStep {
            start -= 1
        }
        let step = entries[start...].map(\.action)
        entries.removeSubrange(start...)
        count -= 1
        if isEmpty { self = StepLog() }
        return step
    }

    /// Removes the oldest step, handing each of its actions to `body` in order.
    mutating func removeFirst(_ body: (any Action) -> Void) {
        guard !isEmpty else { return }
        repeat {
            body(entries[head].action)
            head += 1
        } while head < entries.count && !entries[head].startsStep
        count -= 1
        compactIfNeeded()
    }

    /// Drops the entries before the head once they are the larger part: O(1) amortised.
    private mutating func compactIfNeeded() {
        guard head > 32, head * 2 > entries.count else { return }
        entries.removeSubrange(..<head)
        head = 0
    }
}
