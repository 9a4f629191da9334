import UDFKit

extension DataHistory {
    /// Records what an accepted data action changed: the records `touched` as they were
    /// (`before`) and are now in `data`. A new step, or part of the open group's; forgets the
    /// steps to redo, and the oldest step past ``limit``. Records nothing if nothing changed.
    mutating func record(_ touched: RecordSet, before: AppData, after data: AppData) {
        let changes = Self.changes(of: touched, from: before, to: data)
        guard !changes.isEmpty else { return }
        redoable.removeAll()
        if openGroups > 0, groupHasStep, !undoable.isEmpty {
            undoable[undoable.count - 1].changes += changes
            return
        }
        undoable.append(Step(changes: changes))
        if openGroups > 0 { groupHasStep = true }
        if undoable.count > Self.limit { undoable.removeFirst(undoable.count - Self.limit) }
    }

    /// Undo, redo, groups and clearing. Undo and redo change `data` only when every record
    /// of the step is as the step left it, and no running timer would be left on a project
    /// that does not count time; otherwise they throw, leave `data` as it is and drop the
    /// step, which can never be taken back, so that the steps beyond it stay usable.
    mutating func apply(_ command: HistoryAction, to data: inout AppData) throws(AppError) {
        switch command {
        case .undone:
            closeGroups()
            guard let step = undoable.last else { return }
            let inverse: Step
            do { inverse = try Self.revert(step, in: &data, undoing: true) } catch {
                undoable.removeLast()    // it can never be undone: the steps before it can
                throw error
            }
            undoable.removeLast()
            redoable.insert(inverse, at: 0)
        case .redone:
            closeGroups()
            guard let step = redoable.first else { return }
            let inverse: Step
            do { inverse = try Self.revert(step, in: &data, undoing: false) } catch {
                redoable.removeFirst()    // it can never be redone: the steps after it can
                throw error
            }
            redoable.removeFirst()
            undoable.append(inverse)
        case .groupBegan:
            openGroups += 1
        case .groupEnded:
            guard openGroups > 0 else { return }
            openGroups -= 1
            if openGroups == 0 { groupHasStep = false }
        case .cleared:
            self = DataHistory()
        }
    }

    private mutating func closeGroups() {
        openGroups = 0
        groupHasStep = false
    }

    /// Puts back what `step` changed, newest change first, and returns the step that undoes
    /// that. Throws, changing nothing, when a record is no longer as the step left it.
    private static func revert(_ step: Step, in data: inout AppData, undoing: Bool) throws(AppError) -> Step {
        let changes = merged(step.changes)
        if let changed = changes.first(where: { !$0.matches(data) }) {
            throw changed.isGone(from: data)
                ? .stepDeletedElsewhere(record: changed.record, undoing: undoing)
                : .stepChangedElsewhere(record: changed.record, undoing: undoing)
        }
        if let orphaning = orphaning(changes, in: data) {
            throw .stepChangedElsewhere(record: orphaning.record, undoing: undoing)
        }
        if let units = unitsLeavingATimer(changes, in: data) {
            throw .stepLeavesTimerWithoutTimeUnits(units: units, undoing: undoing)
        }
        // Items before their project when a project comes back (so they have one), after
        // it when it goes (so none is left without one).
        let ordered = changes.sorted { order($0) < order($1) }
        var inverse: [RecordChange] = []
        var leaving: [ItemID] = []
        for change in ordered {
            if case let .item(nil, current?) = change {
                leaving.append(current.id)
                inverse.append(.item(before: current, after: nil))
            } else {
                if !leaving.isEmpty { removeItems(leaving, from: &data) }
                leaving = []
                inverse.append(change.revert(in: &data))
            }
        }
        removeItems(leaving, from: &data)
        return Step(changes: inverse)
    }

    /// Removes items as AppCore does: one in O(1), the last item taking its place (as an
    /// item's deletion does); several keeping the order of the others (as a project's
    /// deletion does). Storage mirrors the same rule, so memory and file keep one order.
    private static func removeItems(_ ids: [ItemID], from data: inout AppData) {
        if ids.count == 1, let id = ids.first {
            data.removeItem(id)
        } else if !ids.isEmpty {
            let leaving = Set(ids)
            data.items.removeAll { leaving.contains($0.id) }
        }
    }

    /// The change that would leave an item or a timer without its project: a project taken
    /// away while records of it made elsewhere remain, or a record put back whose project is
    /// gone. Nil when every record keeps its project.
    private static func orphaning(_ changes: [RecordChange], in data: AppData) -> RecordChange? {
        var removed = Set<ProjectID>(), restored = Set<ProjectID>(), leaving = Set<ItemID>()
        for change in changes {
            switch change {
            case let .project(before, after?) where before == nil: removed.insert(after.id)
            case let .project(before?, _): restored.insert(before.id)
            case let .item(before, after?) where before == nil: leaving.insert(after.id)
            default: break
            }
        }
        if !removed.isEmpty, let kept = data.items.first(where: { removed.contains($0.projectID) && !leaving.contains($0.id) }) {
            return changes.first { $0.record == .project(id: kept.projectID) }
        }
        let stopping = Set(changes.compactMap { change -> ProjectID? in
            if case let .activity(nil, after?) = change { return after.projectID } else { return nil }
        })
        if let timer = data.activities.first(where: { removed.contains($0.projectID) && !stopping.contains($0.projectID) }) {
            return changes.first { $0.record == .project(id: timer.projectID) }
        }
        return changes.first { change in
            let projectID: ProjectID? = switch change {
            case .item(let before?, _): before.projectID
            case .activity(let before?, _): before.projectID
            default: nil
            }
            guard let projectID else { return false }
            return removed.contains(projectID) || (data.projects[id: projectID] == nil && !restored.contains(projectID))
        }
    }

    /// The units a project would get back that are not time while its timer runs (and the
    /// step does not stop that timer): a timer would then record seconds as those units,
    /// which an edit is never allowed to do either (``AppError/timerRunning(newUnits:)``).
    private static func unitsLeavingATimer(_ changes: [RecordChange], in data: AppData) -> String? {
        for case let .project(before?, _) in changes where TimeUnit(units: before.units) == nil {
            let stopsIt = changes.contains { change in
                if case let .activity(nil, started?) = change { started.projectID == before.id } else { false }
            }
            if data.activities[id: before.id] != nil, !stopsIt { return before.units }
        }
        return nil
    }

    /// One change per record: the first `before` and the last `after` (a group may change a
    /// record several times).
    private static func merged(_ changes: [RecordChange]) -> [RecordChange] {
        var first: [RecordID: Int] = [:]
        var result: [RecordChange] = []
        for change in changes {
            if let index = first[change.record] {
                result[index] = combine(result[index], change)
            } else {
                first[change.record] = result.count
                result.append(change)
            }
        }
        return result
    }

    private static func combine(_ earlier: RecordChange, _ later: RecordChange) -> RecordChange {
        switch (earlier, later) {
        case let (.project(before, _), .project(_, after)): .project(before: before, after: after)
        case let (.item(before, _), .item(_, after)): .item(before: before, after: after)
        case let (.activity(before, _), .activity(_, after)): .activity(before: before, after: after)
        default: later
        }
    }

    /// Projects that come back first, then items and activities, then projects that go.
    private static func order(_ change: RecordChange) -> Int {
        switch change {
        case .project(let before, _): before == nil ? 2 : 0
        case .item, .activity: 1
        }
    }

    /// The changes of the records in `touched` from `before` to `after`.
    static func changes(of touched: RecordSet, from before: AppData, to after: AppData) -> [RecordChange] {
        var changes: [RecordChange] = []
        for id in touched.projects where before.projects[id: id] != after.projects[id: id] {
            changes.append(.project(before: before.projects[id: id], after: after.projects[id: id]))
        }
        for id in touched.items where before.items[id: id] != after.items[id: id] {
            changes.append(.item(before: before.items[id: id], after: after.items[id: id]))
        }
        for id in touched.activities where before.activities[id: id] != after.activities[id: id] {
            changes.append(.activity(before: before.activities[id: id], after: after.activities[id: id]))
        }
        return changes
    }
}
