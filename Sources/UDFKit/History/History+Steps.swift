/// The operations ``Reducer/undoable(_:data:history:limit:isUndoable:)`` performs on a history.
extension History {
    /// Records an undoable action: a new step, or part of the open group's step. Forgets the
    /// redo steps and folds the oldest step into the base when there are more than `limit`.
    ///
    /// - Returns: whether the base must be set to the data *before* the action is applied,
    ///   because this is the first step.
    mutating func recordUndoable(_ action: any Action, limit: Int, folding reducer: Reducer<Value>) -> Bool {
        let needsBase = done.isEmpty
        done.append(action, startingStep: !(isGrouping && groupHasStep))
        if isGrouping { groupHasStep = true }
        if !undone.isEmpty { undone.removeAll() }
        if done.count > limit { foldOldestStep(with: reducer) }
        return needsBase
    }

    /// Records an action that changes the data but is not undoable: it joins the newest step,
    /// so that undoing that step (and rebuilding the data from the base) stays exact.
    mutating func recordAlongside(_ action: any Action) {
        if !done.isEmpty {
            done.append(action, startingStep: false)
        }
    }

    /// Removes the newest step, keeps it for redo, and returns the data without it, or `nil`
    /// when there is nothing to undo.
    mutating func undo(replaying reducer: Reducer<Value>) -> Value? {
        closeGroups()
        guard var value = base, !done.isEmpty else { return nil }
        undone.append(done.removeLast())
        if done.isEmpty {
            base = nil
        } else {
            for action in done.actions {
                reducer.reduce(&value, action)
            }
        }
        return value
    }

    /// Removes the next redo step and returns it, or `nil` when there is nothing to redo.
    mutating func takeRedoStep() -> [any Action]? {
        closeGroups()
        return undone.popLast()
    }

    /// Records a redone step as the newest undoable one.
    mutating func recordRedone(_ step: [any Action], limit: Int, folding reducer: Reducer<Value>) {
        for (index, action) in step.enumerated() {
            done.append(action, startingStep: index == 0)
        }
        if done.count > limit { foldOldestStep(with: reducer) }
    }

    mutating func beginGroup() {
        if openGroups == 0 { groupHasStep = false }
        openGroups += 1
    }

    mutating func endGroup() {
        guard openGroups > 0 else { return }
        openGroups -= 1
        if openGroups == 0 { groupHasStep = false }
    }

    private mutating func closeGroups() {
        openGroups = 0
        groupHasStep = false
    }

    /// Applies the oldest step to the base, in place: `take()` leaves the base uniquely
    /// referenced, so its collections are mutated without a copy.
    private mutating func foldOldestStep(with reducer: Reducer<Value>) {
        guard var value = base.take() else { return }
        done.removeFirst { reducer.reduce(&value, $0) }
        base = value
    }
}
