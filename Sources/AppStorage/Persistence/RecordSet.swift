import AppCore
import UDFKit

/// The records an action reads or writes, by id: the ones storage cuts out of the data to run
/// the reducer on (``AppCore/AppState/footprint(ofAny:)``), and writes.
///
/// ```swift
/// let touched = data.touchedRecords(by: ItemAction.itemDeleted(id: fillUp, at: now))
/// touched.items      // [fillUp]
/// touched.projects   // [its project]: its updatedAt moves
/// ```
package struct RecordSet: Hashable, Sendable {
    /// Projects, in the order first named.
    package var projects: [ProjectID] = []
    /// Items, in the order first named.
    package var items: [ItemID] = []
    /// Activities, by their project's id.
    package var activities: [ProjectID] = []

    /// An empty set.
    package init(projects: [ProjectID] = [], items: [ItemID] = [], activities: [ProjectID] = []) {
        self.projects = projects
        self.items = items
        self.activities = activities
    }

    /// This set and `other`'s records.
    package func union(_ other: RecordSet) -> RecordSet {
        func merged<ID: Hashable>(_ a: [ID], _ b: [ID]) -> [ID] {
            var seen = Set(a)
            return a + b.filter { seen.insert($0).inserted }
        }
        return RecordSet(projects: merged(projects, other.projects), items: merged(items, other.items),
                         activities: merged(activities, other.activities))
    }
}

extension AppData {
    /// The records a data action touches in this data, or nil for an action of another
    /// family. A project's deletion touches its items and activity too.
    package func touchedRecords(by action: any Action) -> RecordSet? {
        switch action {
        case let action as ProjectAction: records(touchedBy: action)
        case let action as ItemAction: records(touchedBy: action)
        case let action as ActivityAction: records(touchedBy: action)
        default: nil
        }
    }

    private func records(touchedBy action: ProjectAction) -> RecordSet {
        switch action {
        case .projectCreated(let id, _, _, _, _), .targetSet(let id, _, _, _):
            RecordSet(projects: [id])
        case .projectEdited(let id, _, _, _, _, _):
            // Its running timer too: a units change is refused while one runs.
            RecordSet(projects: [id], activities: [id])
        case .projectRestored(let project):
            RecordSet(projects: [project.id])
        case .projectDeleted(let id):
            RecordSet(projects: [id], items: items.filter { $0.projectID == id }.map(\.id), activities: [id])
        }
    }

    private func records(touchedBy action: ItemAction) -> RecordSet {
        switch action {
        case .itemAdded(let id, let projectID, _, _, _, _):
            RecordSet(projects: [projectID], items: [id])
        case .itemRestored(let item, _):
            RecordSet(projects: [item.projectID], items: [item.id])
        case .itemEdited(let id, _, _, _, _, _), .itemDeleted(let id, _):
            RecordSet(projects: items[id: id].map { [$0.projectID] } ?? [], items: [id])
        }
    }

    private func records(touchedBy action: ActivityAction) -> RecordSet {
        switch action {
        case .activityStarted(let projectID, _):
            RecordSet(projects: [projectID], activities: [projectID])
        case .activityRestored(let activity, _):
            RecordSet(projects: [activity.projectID], activities: [activity.projectID])
        case .activityStopped(let projectID, let itemID, _):
            RecordSet(projects: [projectID], items: [itemID], activities: [projectID])
        }
    }
}

extension AppData {
    /// The records of `set` that exist, each collection in its order here: what a step keeps
    /// from before an action, and what storage works on for it.
    package func subset(_ set: RecordSet) -> AppData {
        AppData(projects: Self.pick(set.projects, from: projects), items: Self.pick(set.items, from: items),
                activities: Self.pick(set.activities, from: activities))
    }

    /// The elements with these ids, in their order in `elements`.
    private static func pick<Element: Identifiable & Equatable>(_ ids: [Element.ID], from elements: IdentifiedList<Element>) -> IdentifiedList<Element> where Element.ID: Sendable {
        var picked = IdentifiedList<Element>()
        for index in Set(ids.compactMap { elements.index(id: $0) }).sorted() { picked.append(elements[index]) }
        return picked
    }
}
