/// One record as a step left it: before and after (nil where it did not exist).
///
/// Undo puts `before` back, but only when the record is still as `after` left it
/// (``matches(_:)``): if another program changed it since, the step is refused, so undo never
/// takes back a change made elsewhere. A project's `updatedAt`, which any change to its items
/// moves, is not compared: it is put back only if nothing else moved it since.
public enum RecordChange: Codable, Hashable, Sendable {
    /// A project.
    case project(before: Project?, after: Project?)
    /// An item.
    case item(before: Item?, after: Item?)
    /// A project's running activity.
    case activity(before: Activity?, after: Activity?)

    /// The record it is about.
    public var record: RecordID {
        switch self {
        case let .project(before, after): .project(id: (before ?? after)?.id ?? ProjectID(0))
        case let .item(before, after): .item(id: (before ?? after)?.id ?? ItemID(0))
        case let .activity(before, after): .activity(projectID: (before ?? after)?.projectID ?? ProjectID(0))
        }
    }

    /// The same change the other way round: after becomes before.
    var reversed: RecordChange {
        switch self {
        case let .project(before, after): .project(before: after, after: before)
        case let .item(before, after): .item(before: after, after: before)
        case let .activity(before, after): .activity(before: after, after: before)
        }
    }

    /// Whether the record in `data` is as this change left it.
    func matches(_ data: AppData) -> Bool {
        switch self {
        case let .project(_, after):
            let current = data.projects[id: record.projectID]
            return current.map(Self.content) == after.map(Self.content)
        case let .item(_, after):
            return data.items[id: record.itemID] == after
        case let .activity(_, after):
            return data.activities[id: record.projectID] == after
        }
    }

    /// Whether the record the step left is no longer in `data` at all (deleted elsewhere),
    /// rather than changed.
    func isGone(from data: AppData) -> Bool {
        switch self {
        case let .project(_, after): after != nil && data.projects[id: record.projectID] == nil
        case let .item(_, after): after != nil && data.items[id: record.itemID] == nil
        case let .activity(_, after): after != nil && data.activities[id: record.projectID] == nil
        }
    }

    /// Puts `before` back in `data` (the caller checked ``matches(_:)``) and returns the change
    /// made: from the record as it was to the record as it now is. A record put back is as
    /// it was, version included: what a form opened on it then saw is what it holds again.
    func revert(in data: inout AppData) -> RecordChange {
        switch self {
        case let .project(before, after):
            let old = data.projects[id: record.projectID]
            var restored = before
            if let old, let previous = restored?.updatedAt, old.updatedAt != after?.updatedAt {
                // Moved elsewhere since: it only moves forward.
                restored?.updatedAt = max(old.updatedAt, previous)
            }
            data.projects[id: record.projectID] = restored
            return .project(before: old, after: restored)
        case let .item(before, _):
            let old = data.items[id: record.itemID]
            if before == nil { data.removeItem(record.itemID) } else { data.items[id: record.itemID] = before }
            return .item(before: old, after: before)
        case let .activity(before, _):
            let old = data.activities[id: record.projectID]
            data.activities[id: record.projectID] = before
            return .activity(before: old, after: before)
        }
    }

    /// What a project is as far as undo is concerned: everything but `updatedAt`.
    private static func content(_ project: Project) -> Project {
        var content = project
        content.updatedAt = project.createdAt
        return content
    }
}

extension RecordID {
    var projectID: ProjectID {
        switch self {
        case .project(let id), .activity(let id): id
        case .item: ProjectID(0)
        }
    }

    var itemID: ItemID {
        if case .item(let id) = self { id } else { ItemID(0) }
    }
}
