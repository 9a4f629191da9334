import UDFKit

/// Why ``AppData`` refuses to apply a change record (an undo or redo step), by the rule that
/// refused it: a record no longer as the step left it or one that would be left without its
/// project (a conflict), or a running timer that would get units that are not time.
///
/// ```swift
/// if let refusal = data.undoRefusal(applying: step.inverted) {
///     state.lastError = refusal.error(undoing: true)
/// }
/// ```
public enum UndoRefusal: Hashable, Sendable {
    /// A record was changed, deleted or added elsewhere, or would lose its project.
    case conflict(UndoConflict<RecordID>)
    /// The project would get back these units, which are not time, while its timer runs.
    case timerWithoutTimeUnits(projectID: ProjectID, units: String)

    /// The refusal as the record-level undo reports it.
    public var conflict: UndoConflict<RecordID> {
        switch self {
        case .conflict(let conflict): conflict
        case .timerWithoutTimeUnits(let projectID, _): UndoConflict(record: .project(id: projectID), reason: .changedElsewhere)
        }
    }

    /// What people are told; `undoing` is false for a redo.
    public func error(undoing: Bool) -> AppError {
        switch self {
        case .conflict(let conflict) where conflict.reason == .deletedElsewhere:
            .stepDeletedElsewhere(record: conflict.record, undoing: undoing)
        case .conflict(let conflict):
            .stepChangedElsewhere(record: conflict.record, undoing: undoing)
        case .timerWithoutTimeUnits(_, let units):
            .stepLeavesTimerWithoutTimeUnits(units: units, undoing: undoing)
        }
    }
}

extension AppData {
    /// The first rule that keeps `changes` from being applied here, or nil: each record as
    /// `changes` expects it before (a project's `updatedAt` aside), then no item or timer left
    /// without its project, then no running timer given units that are not time. O(changes),
    /// plus a pass over the items when a project would be taken away.
    public func undoRefusal(applying changes: AppChanges) -> UndoRefusal? {
        if let conflict = projectConflict(changes.projects) ?? items.conflict(applying: changes.items)?.map(RecordID.item)
            ?? activities.conflict(applying: changes.activities)?.map(RecordID.activity) {
            return .conflict(conflict)
        }
        if let orphaned = orphaning(changes) {
            return .conflict(UndoConflict(record: orphaned, reason: .changedElsewhere))
        }
        return unitsLeavingATimer(changes)
    }

    /// The first project not as `changes` expects it, comparing all but `updatedAt`.
    private func projectConflict(_ changes: ListChanges<Project>) -> UndoConflict<RecordID>? {
        for change in changes.elements {
            let current = projects[id: change.id]
            if current.map(Self.content) == change.before.map(Self.content) { continue }
            let reason: UndoConflictReason = change.before == nil ? .addedElsewhere : current == nil ? .deletedElsewhere : .changedElsewhere
            return UndoConflict(record: .project(id: change.id), reason: reason)
        }
        return nil
    }

    /// What a project is as far as undo is concerned: everything but `updatedAt`.
    private static func content(_ project: Project) -> Project {
        var content = project
        content.updatedAt = project.createdAt
        return content
    }

    /// The record that would be left without its project: a project taken away while items
    /// or a timer made elsewhere remain, or an item or timer put back whose project is gone.
    private func orphaning(_ changes: AppChanges) -> RecordID? {
        let removed = Set(changes.projects.elements.filter { $0.after == nil }.map(\.id))
        let restored = Set(changes.projects.elements.filter { $0.after != nil }.map(\.id))
        if !removed.isEmpty {
            let leaving = Set(changes.items.elements.filter { $0.after == nil }.map(\.id))
            if let kept = items.first(where: { removed.contains($0.projectID) && !leaving.contains($0.id) }) {
                return .project(id: kept.projectID)
            }
            let stopping = Set(changes.activities.elements.filter { $0.after == nil }.map(\.id))
            if let timer = activities.first(where: { removed.contains($0.projectID) && !stopping.contains($0.projectID) }) {
                return .project(id: timer.projectID)
            }
        }
        func isOrphan(_ projectID: ProjectID) -> Bool {
            removed.contains(projectID) || (projects[id: projectID] == nil && !restored.contains(projectID))
        }
        if let item = changes.items.elements.compactMap(\.after).first(where: { isOrphan($0.projectID) }) {
            return .item(id: item.id)
        }
        return changes.activities.elements.compactMap(\.after).first { isOrphan($0.projectID) }.map { .activity(projectID: $0.projectID) }
    }

    /// A project put back with units that are not time while its timer runs (and `changes`
    /// do not stop that timer): a timer would then record seconds as those units, which an
    /// edit is never allowed to do either (``AppError/timerRunning(newUnits:)``).
    private func unitsLeavingATimer(_ changes: AppChanges) -> UndoRefusal? {
        let stopping = Set(changes.activities.elements.filter { $0.after == nil }.map(\.id))
        for project in changes.projects.elements.compactMap(\.after) where TimeUnit(units: project.units) == nil {
            if activities[id: project.id] != nil, !stopping.contains(project.id) {
                return .timerWithoutTimeUnits(projectID: project.id, units: project.units)
            }
        }
        return nil
    }
}
