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
        return changes.listedElements
    }
}

/// A list's change record read as the diff names it: each element by id, before and after.
protocol ListedChanges {
    var listedElements: [(id: AnyHashable, before: Any?, after: Any?)] { get }
}

extension ListChanges: ListedChanges {
    var listedElements: [(id: AnyHashable, before: Any?, after: Any?)] {
        elements.map { (AnyHashable($0.id), $0.before, $0.after) }
    }
}

/// What one action's change record says of each list it covers, with the list's name in the
/// state (nil for a record that is one list's own).
typealias RecordListing = [(label: String?, elements: [(id: AnyHashable, before: Any?, after: Any?)])]

/// Reads a change record as a ``RecordListing``.
enum RecordLists {
    /// The lists of `record`: itself when it is one list's record (``ListChanges``), else its
    /// stored properties, each a list's record named as the data names that list (UDFKit's
    /// convention: `LibraryChanges.books` for `Library.books`); nil for any other shape.
    static func of(_ record: Any) -> RecordListing? {
        if let list = record as? any ListedChanges { return [(nil, list.listedElements)] }
        var listing: RecordListing = []
        for child in Mirror(reflecting: record).children {
            guard let label = child.label, let list = child.value as? any ListedChanges else { return nil }
            listing.append((label, list.listedElements))
        }
        return listing
    }
}

extension ChangeCollector {
    /// Lists what `after`'s own change record says changed since `before`, as the general
    /// comparison would name it (an element by id: inserted, removed, or walked where it
    /// changed; a move alone is no change), at a cost proportional to the change. False,
    /// with nothing recorded, when `after` keeps no record that starts from `before`.
    mutating func compareByRecord(_ before: Any, _ after: Any, path: String, depth: Int) -> Bool {
        guard let recording = after as? any ChangeRecording, let changes = recording.recordedChanges(since: before) else { return false }
        recordElements(changes, path: path, depth: depth)
        return true
    }

    /// Lists a list's recorded changes at `path` (the list is at `depth`): an element by id,
    /// inserted, removed, or walked where it changed; a move alone is no change.
    mutating func recordElements(_ changes: [(id: AnyHashable, before: Any?, after: Any?)], path: String, depth: Int) {
        for change in changes {
            let elementPath = elementPath(path, change.id)
            switch (change.before, change.after) {
            case let (old?, new?): compare(old, new, path: elementPath, depth: depth + 1)
            case let (old, new): record(elementPath, old, new)
            }
        }
    }

    /// Lists `listing` (one action's record of the part of the state at `path`) as its changes.
    mutating func recordListing(_ listing: RecordListing, path: String) {
        for list in listing {
            recordElements(list.elements, path: list.label.map { join(path, $0) } ?? path, depth: 1)
        }
    }
}
