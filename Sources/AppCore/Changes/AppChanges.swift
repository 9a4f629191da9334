import UDFKit

/// What one action (or one undo step) changed in ``AppData``: the projects, items and
/// activities inserted, updated (before and after), removed and moved, one ``ListChanges`` per
/// collection, made once where the reducer runs.
///
/// It is an undo step of ``AppState/history`` (UDFKit's `RecordHistory`), and what storage and
/// the screens can read after each action from ``AppData/changes``.
///
/// ```swift
/// var data = AppData(projects: [mileage])
/// data.beginChanges()
/// data.items.append(fillUp)
/// data.changes.items.inserted.map(\.id)   // [fillUp.id]
/// ```
public struct AppChanges: ChangeSet, Codable, Hashable, Sendable {
    /// The projects changed.
    public var projects: ListChanges<Project>
    /// The items changed.
    public var items: ListChanges<Item>
    /// The running activities changed (by their project's id).
    public var activities: ListChanges<Activity>

    /// A record made of one record per collection; ``AppData/changes`` makes them for you.
    public init(projects: ListChanges<Project>, items: ListChanges<Item>, activities: ListChanges<Activity>) {
        self.projects = projects
        self.items = items
        self.activities = activities
    }

    /// Whether no record changed.
    public var isEmpty: Bool { projects.isEmpty && items.isEmpty && activities.isEmpty }

    /// The same change the other way round: undoing it.
    public var inverted: AppChanges {
        AppChanges(projects: projects.inverted, items: items.inverted, activities: activities.inverted)
    }

    /// This change and then `later`, as one (an undo group).
    public func followed(by later: AppChanges) -> AppChanges {
        AppChanges(projects: projects.followed(by: later.projects), items: items.followed(by: later.items),
                   activities: activities.followed(by: later.activities))
    }
}
