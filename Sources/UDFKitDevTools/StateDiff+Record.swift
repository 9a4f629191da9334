import UDFKit

/// A collection that can tell what changed since an earlier version of itself, without
/// comparing its elements: UDFKit's ``IdentifiedList`` while it records changes (a reducer
/// lifted with `recordingChanges()` begins a record before every action, so the state after
/// an action holds that action's record).
protocol ChangeRecording {
    /// The elements inserted, updated or removed since `earlier`, by id, with their values
    /// before and after; nil when `earlier` is not of this type or the record does not
    /// start from it (then the elements must be compared).
    func recordedChanges(since earlier: Any) -> [(id: AnyHashable, before: Any?, after: Any?)]?
}

extension IdentifiedList: ChangeRecording {
    func recordedChanges(since earlier: Any) -> [(id: AnyHashable, before: Any?, after: Any?)]? {
        guard let earlier = earlier as? Self, changeStamp.recordsChanges(since: earlier.changeStamp) else { return nil }
        return changes.elements.map { (AnyHashable($0.id), $0.before, $0.after) }
    }
}

extension ChangeCollector {
    /// Lists what `after`'s own change record says changed since `before`, as the general
    /// comparison would name it (an element by id: inserted, removed, or walked where it
    /// changed; a move alone is no change), at a cost proportional to the change. False,
    /// with nothing recorded, when `after` keeps no record that starts from `before`.
    mutating func compareByRecord(_ before: Any, _ after: Any, path: String, depth: Int) -> Bool {
        guard let recording = after as? any ChangeRecording, let changes = recording.recordedChanges(since: before) else { return false }
        for change in changes {
            let elementPath = elementPath(path, change.id)
            switch (change.before, change.after) {
            case let (old?, new?): compare(old, new, path: elementPath, depth: depth + 1)
            case let (old, new): record(elementPath, old, new)
            }
        }
        return true
    }
}
