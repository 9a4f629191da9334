import UDFKit

/// ``AppData`` records what each action changed in it, and puts such a record back for undo
/// and redo, with AppCore's own rules (see ``conflict(applying:)``).
extension AppData: ChangeTracking {
    /// Starts a new change record in each collection: ``changes`` says what changed since.
    public mutating func beginChanges() {
        projects.beginChanges()
        items.beginChanges()
        activities.beginChanges()
    }

    /// What changed since ``beginChanges()``, at a cost proportional to what changed.
    public var changes: AppChanges {
        AppChanges(projects: projects.changes, items: items.changes, activities: activities.changes)
    }

    /// Which version of the data this is, and which version its open record began from.
    public var changeStamp: ChangeRecordStamp {
        ChangeRecordStamp(combining: [projects.changeStamp, items.changeStamp, activities.changeStamp])
    }

    /// The first record that keeps `changes` from being applied, or nil.
    ///
    /// A record must be as `changes` expects before it (a project's `updatedAt` is not
    /// compared: its items' changes move it); no item or timer may be left without its
    /// project; and no running timer may get a project whose units are not time.
    /// ``undoRefusal(applying:)`` says which rule refused it.
    public func conflict(applying changes: AppChanges) -> UndoConflict<RecordID>? {
        undoRefusal(applying: changes)?.conflict
    }

    /// Applies `changes`, which ``conflict(applying:)`` accepted, starting a new record.
    ///
    /// Records are put back as AppCore places them, which storage mirrors: new ones at the
    /// end; one item removed in O(1), the last item taking its place, several keeping the
    /// order of the others; projects and timers removed keeping the order of the others.
    /// A project put back keeps an `updatedAt` moved elsewhere since, if that is later.
    public mutating func apply(unchecked changes: AppChanges) {
        beginChanges()
        for change in changes.projects.elements {
            guard var project = change.after else {
                projects.remove(id: change.id)
                continue
            }
            if let current = projects[id: change.id], current.updatedAt != change.before?.updatedAt {
                project.updatedAt = max(current.updatedAt, project.updatedAt)    // it only moves forward
            }
            projects[id: change.id] = project
        }
        let leaving = changes.items.elements.filter { $0.after == nil }.map(\.id)
        if leaving.count == 1 { removeItem(leaving[0]) } else if !leaving.isEmpty {
            let gone = Set(leaving)
            items.removeAll { gone.contains($0.id) }
        }
        for change in changes.items.elements { if let item = change.after { items[id: item.id] = item } }
        for change in changes.activities.elements { activities[id: change.id] = change.after }
    }

    /// Applies `changes` exactly as recorded, without AppCore's placing rules: each list puts
    /// its records back at the offsets the record names, and a project takes the `updatedAt`
    /// the record says. A failed write is rolled back this way (the file still has the records
    /// where they were), and the devtools rebuild a load from the present this way.
    public mutating func applyExactly(_ changes: AppChanges) {
        projects.applyExactly(changes.projects)
        items.applyExactly(changes.items)
        activities.applyExactly(changes.activities)
    }

    /// Replaces all the data with `other`, read again whole from outside, beginning a change
    /// record that says only what differs (each list's `IdentifiedList.replaceAll(with:)`):
    /// a whole reload is then one more change record, as an action's or a delta's is.
    /// O(n log n); O(n) when the order did not change.
    public mutating func replaceAll(with other: AppData) {
        beginChanges()
        projects.replaceAll(with: other.projects)
        items.replaceAll(with: other.items)
        activities.replaceAll(with: other.activities)
    }
}
