import AppCore
import UDFKit

/// The change stamps of the data's three collections, as a ``ViewCache`` last derived from them.
struct DataStamps: Equatable {
    var projects: ChangeRecordStamp
    var items: ChangeRecordStamp
    var activities: ChangeRecordStamp

    init(_ data: AppData) {
        projects = data.projects.changeStamp
        items = data.items.changeStamp
        activities = data.activities.changeStamp
    }
}

/// What one collection's change record says about it since a stamp.
private enum Followed<Element: Identifiable & Equatable> where Element.ID: Sendable {
    /// It did not change.
    case same
    /// These records changed.
    case changed(ListChanges<Element>)
    /// It changed in a way its record does not describe, or too much to follow record by record.
    case unknown

    /// How `list` changed since it had the stamp `earlier`.
    init(_ list: IdentifiedList<Element>, since earlier: ChangeRecordStamp) {
        let now = list.changeStamp
        if now == earlier {
            self = .same
        } else if !now.recordsChanges(since: earlier) {
            self = .unknown
        } else {
            let changes = list.changes
            self = changes.isEmpty ? .same : changes.elements.count > ViewCache.mostChangesFollowed ? .unknown : .changed(changes)
        }
    }
}

extension ViewCache {
    /// Beyond this many records changed by one action (an import, a large project deleted),
    /// deriving everything again costs less than following them one by one.
    static var mostChangesFollowed: Int { 4_096 }
    /// How many projects' items are kept in order: the one on show and the one before it.
    static var projectsKept: Int { 2 }

    /// Follows what changed in `data` since it had the stamps `old`, forgetting only what it
    /// touched and bringing the kept items and timelines up to date; false, having changed
    /// nothing, when the data's change records do not describe it.
    func follow(_ data: AppData, since old: DataStamps) -> Bool {
        let projects = Followed(data.projects, since: old.projects)
        let items = Followed(data.items, since: old.items)
        let activities = Followed(data.activities, since: old.activities)
        switch (projects, items, activities) {
        case (.unknown, _, _), (_, .unknown, _), (_, _, .unknown):
            return false
        case (.same, .same, .same):
            return true
        default:
            break
        }
        listed = nil
        summary = nil
        if case .changed(let changes) = projects { follow(projects: changes) }
        if case .changed(let changes) = items { follow(items: changes, in: data) }
        return true
    }

    /// The items of `project` in sections by its frequency: kept, and followed from then on
    /// (made again when its frequency changed).
    func items(of project: Project, in data: AppData) -> ProjectItems {
        if let kept = keptItems[project.id], kept.calendar.frequency == project.frequency { return kept }
        keptItems[project.id] = nil
        if keptItems.count >= Self.projectsKept { keptItems = [:] }
        let kept = ProjectItems(of: project.id, in: data, frequency: project.frequency, timeZone: timeZone)
        keptItems[project.id] = kept
        return kept
    }

    /// Keeps `items`, the sections of `project` made from the data this cache is prepared
    /// for, and `search`, the item filter's index of them, unless it keeps them already.
    func keep(_ items: ProjectItems, of project: Project, search: ItemFilterMemo) {
        guard keptItems[project.id]?.calendar.frequency != project.frequency else { return }
        if keptItems.count >= Self.projectsKept { keptItems = [:] }
        keptItems[project.id] = items
        details[project.id] = nil
        if itemFilter == nil { itemFilter = (project.id, search) }
    }

    private func follow(projects changes: ListChanges<Project>) {
        allListed = nil
        search = nil
        for change in changes.elements {
            forgetDetail(of: change.id)
            if change.after == nil {
                keptItems[change.id] = nil
                timelines[change.id] = nil
                entriesByProject?[change.id] = nil
            }
        }
    }

    private func follow(items changes: ListChanges<Item>, in data: AppData) {
        let touched = Set(changes.elements.flatMap { [$0.before?.projectID, $0.after?.projectID].compactMap { $0 } })
        for id in touched {
            forgetDetail(of: id)
            // The detail shared the kept sections: with it gone, they are changed in place.
            keptItems[id]?.apply(changes)
        }
        for change in changes.elements {
            if let before = change.before, let after = change.after, before.projectID == after.projectID,
               timelines[after.projectID] != nil, data.projects[id: after.projectID] != nil {
                timelines[after.projectID]?.replace(AmountTimeline.Entry(before), with: AmountTimeline.Entry(after))
                continue
            }
            if let before = change.before { removeEntry(before) }
            if let after = change.after, data.projects[id: after.projectID] != nil { addEntry(after) }
        }
    }

    private func forgetDetail(of id: ProjectID) {
        details[id] = nil
        if itemFilter?.id == id { itemFilter = nil }
    }

    private func removeEntry(_ item: Item) {
        let entry = AmountTimeline.Entry(item)
        if timelines[item.projectID] != nil {
            timelines[item.projectID]?.remove(entry)
        } else if let index = entriesByProject?[item.projectID]?.firstIndex(where: { $0.timestamp == entry.timestamp && $0.amount == entry.amount }) {
            entriesByProject?[item.projectID]?.remove(at: index)
        }
    }

    private func addEntry(_ item: Item) {
        let entry = AmountTimeline.Entry(item)
        if timelines[item.projectID] != nil {
            timelines[item.projectID]?.insert(entry)
        } else if entriesByProject != nil {
            entriesByProject?[item.projectID, default: []].append(entry)
        }
    }
}
