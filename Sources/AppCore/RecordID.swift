/// Names one record of ``AppData``: a project, an item, or a project's running activity.
///
/// ```swift
/// AppError.changedElsewhere(record: .item(id: fillUp)).message
/// // "This item was changed elsewhere since you opened it; nothing was saved."
/// ```
public enum RecordID: Codable, Hashable, Sendable {
    /// A project.
    case project(id: ProjectID)
    /// An item.
    case item(id: ItemID)
    /// The running activity of a project.
    case activity(projectID: ProjectID)

    /// The kind of record, for messages: "project", "item", "timer".
    public var noun: String {
        switch self {
        case .project: "project"
        case .item: "item"
        case .activity: "timer"
        }
    }
}
