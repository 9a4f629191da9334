import AppCore
import IdentifiedCollections
import UDFKit

extension AppData {
    /// The entities a data action reads or writes, cut out of the data; `nil` for an
    /// action that does not change data.
    ///
    /// Running the app's reducer on the footprint instead of the whole data accepts or
    /// refuses the action exactly as the whole would (validation only looks at these
    /// entities) and changes them in the same way, in O(1) whatever the size of the data.
    /// Items and activities of a deleted project are left out: the database deletes them
    /// with it (`ON DELETE CASCADE`).
    func footprint(ofAny action: any Action) -> AppData? {
        switch action {
        case let action as ProjectAction: footprint(of: action)
        case let action as ItemAction: footprint(of: action)
        case let action as ActivityAction: footprint(of: action)
        case let action as ImportAction: footprint(of: action)
        default: nil
        }
    }

    func footprint(of action: ProjectAction) -> AppData {
        switch action {
        case .projectCreated(let id, _, _, _, _), .projectEdited(let id, _, _, _, _):
            subset(projects: [id])
        case .projectDeleted(let id):
            subset(projects: [id], activities: [id])
        }
    }

    func footprint(of action: ItemAction) -> AppData {
        switch action {
        case .itemAdded(let id, let projectID, _, _, _, _):
            subset(projects: [projectID], items: [id])
        case .itemEdited(let id, _, _, _, _), .itemDeleted(let id, _):
            subset(projects: items[id: id].map { [$0.projectID] } ?? [], items: [id])
        }
    }

    func footprint(of action: ActivityAction) -> AppData {
        switch action {
        case .activityStarted(let projectID, _):
            subset(projects: [projectID], activities: [projectID])
        case .activityStopped(let projectID, let itemID, _):
            subset(projects: [projectID], items: [itemID], activities: [projectID])
        }
    }

    /// The entities with these ids that exist, each array in its order in `self`.
    func subset(projects projectIDs: [ProjectID] = [], items itemIDs: [ItemID] = [], activities activityIDs: [ProjectID] = []) -> AppData {
        AppData(
            projects: Self.pick(projectIDs, from: projects),
            items: Self.pick(itemIDs, from: items),
            activities: Self.pick(activityIDs, from: activities)
        )
    }

    private static func pick<Element: Identifiable>(_ ids: [Element.ID], from elements: IdentifiedArrayOf<Element>) -> IdentifiedArrayOf<Element> {
        let indices = Set(ids.compactMap { elements.index(id: $0) }).sorted()
        return IdentifiedArray(uncheckedUniqueElements: indices.map { elements[$0] })
    }
}
