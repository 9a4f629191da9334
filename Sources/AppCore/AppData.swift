import Foundation
import UDFKit

/// Everything people record: projects, their items and the running activities.
///
/// This is the part of ``AppState`` that is saved, and the part that undo and redo restore.
/// Each collection is a UDFKit `IdentifiedList`, so a lookup or change by id is O(1) at any
/// size, and it records what each action changed (``changes``), which undo inverts.
/// Invariants the reducers keep (and the property tests check): every item and activity
/// belongs to an existing project; ids are unique; a project has at most one activity;
/// `updatedAt >= createdAt`; amounts are finite.
///
/// ```swift
/// let data = AppData(projects: [mileage], items: [fillUp])
/// data.sections(of: mileage.id, in: .current)
/// ```
public struct AppData: Codable, Hashable, Sendable {
    /// The projects, in creation order; see ``projectList(matching:)`` for list order.
    public var projects: IdentifiedList<Project>
    /// The items of every project, in no meaningful order.
    public var items: IdentifiedList<Item>
    /// The running activities, at most one per project (their id is the project's id).
    public var activities: IdentifiedList<Activity>

    /// Creates data from its collections; empty by default.
    public init(
        projects: IdentifiedList<Project> = [],
        items: IdentifiedList<Item> = [],
        activities: IdentifiedList<Activity> = []
    ) {
        self.projects = projects
        self.items = items
        self.activities = activities
    }

    private enum CodingKeys: String, CodingKey {
        case projects, items, activities
    }

    /// Decodes data; a missing collection is empty, so fixtures list only what they use.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        projects = try container.decodeIfPresent(IdentifiedList<Project>.self, forKey: .projects) ?? []
        items = try container.decodeIfPresent(IdentifiedList<Item>.self, forKey: .items) ?? []
        activities = try container.decodeIfPresent(IdentifiedList<Activity>.self, forKey: .activities) ?? []
    }
}

extension AppData {
    /// Whether both hold the same projects, items and activities, whatever their order in
    /// the arrays (which carries no meaning: records put back by an undo come last).
    ///
    /// ```swift
    /// undone.hasSameRecords(as: before)   // true after a deletion and its undo
    /// ```
    public func hasSameRecords(as other: AppData) -> Bool {
        projects.count == other.projects.count && items.count == other.items.count
            && activities.count == other.activities.count
            && projects.allSatisfy { other.projects[id: $0.id] == $0 }
            && items.allSatisfy { other.items[id: $0.id] == $0 }
            && activities.allSatisfy { other.activities[id: $0.id] == $0 }
    }
}
