import AppCore
import UDFKit

extension AppState {
    /// The entities a data action reads or writes, cut out of the data (with the history, for
    /// an undo or redo); `nil` for an action that does not change data.
    ///
    /// Running the app's reducer on the footprint instead of the whole state accepts or
    /// refuses the action exactly as the whole would (validation only looks at these
    /// entities) and changes them in the same way, in O(1) whatever the size of the data.
    /// The records come from the list of what each action touches (``AppData/touchedRecords(by:)``)
    /// and, for an undo or redo, from the step (``RecordHistory/recordsOfNextStep(undoing:in:)``).
    func footprint(ofAny action: any Action) -> AppState? {
        if let action = action as? HistoryAction {
            switch action {
            case .undone, .redone:
                let records = history.recordsOfNextStep(undoing: action == .undone, in: data)
                return AppState(data: data.subset(records), history: history)
            case .groupBegan, .groupEnded, .cleared:
                return nil
            }
        }
        if let action = action as? ImportAction { return AppState(data: data.footprint(of: action), history: history) }
        guard var touched = data.touchedRecords(by: action) else { return nil }
        if case .projectDeleted? = action as? ProjectAction {
            // Its items go with it in the database (`ON DELETE CASCADE`): no row of theirs to
            // write, and no list of them to build.
            touched.items = []
        }
        return AppState(data: data.subset(touched), history: history)
    }
}

extension AppData {
    /// The entities with these ids that exist, each array in its order in `self`.
    func subset(projects: [ProjectID] = [], items: [ItemID] = [], activities: [ProjectID] = []) -> AppData {
        subset(RecordSet(projects: projects, items: items, activities: activities))
    }
}

extension RecordHistory<AppChanges> {
    /// The records the next undo (or redo) reads or changes in `data`: what storage loads
    /// and writes for it. Besides the step's own records, the projects of its items and
    /// timers, and every item and timer of a project it would take away (undo checks that
    /// none made elsewhere would be left without its project).
    func recordsOfNextStep(undoing: Bool, in data: AppData) -> RecordSet {
        guard let step = undoing ? undoable.last?.inverted : redoable.first else { return RecordSet() }
        var set = RecordSet()
        for change in step.projects.elements {
            set = set.union(RecordSet(projects: [change.id], activities: [change.id]))    // units and timer agree
            if change.after == nil {
                set = set.union(RecordSet(items: data.items.filter { $0.projectID == change.id }.map(\.id)))
            }
        }
        for change in step.items.elements {
            guard let item = change.before ?? change.after else { continue }
            set = set.union(RecordSet(projects: [item.projectID], items: [item.id]))
        }
        for change in step.activities.elements {
            set = set.union(RecordSet(projects: [change.id], activities: [change.id]))
        }
        return set
    }
}
