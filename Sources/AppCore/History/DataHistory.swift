/// The undo and redo history of ``AppData``, kept record by record, so that undo works with
/// other programs writing the same data.
///
/// Each step keeps, for every record its actions touched, the record before and after
/// (``RecordChange``). Undo puts the records of the newest step back as they were before it
/// — only if each is still as the step left it; otherwise it is refused
/// (``AppError/stepChangedElsewhere(record:undoing:)``,
/// ``AppError/stepDeletedElsewhere(record:undoing:)``), the data stays as it is and the step
/// is dropped, so the steps before it can still be undone. So a step whose
/// records nobody else touched stays undoable whatever else changed, and undo never takes
/// back a change made elsewhere. Redo is the same the other way. Each step costs the size of
/// the records it touched, whatever the size of the data.
///
/// ```swift
/// var state = AppState(data: data)
/// AppState.reducer.reduce(&state, ItemAction.itemDeleted(id: fillUp, at: now))
/// state.history.undoCount                              // 1
/// AppState.reducer.reduce(&state, HistoryAction.undone) // the item is back
/// ```
public struct DataHistory: Hashable, Sendable {
    /// One undo step: what it changed, record by record, in the order the changes were made.
    public struct Step: Codable, Hashable, Sendable {
        /// The records changed, each as it was before the step and after it.
        public var changes: [RecordChange]

        /// Creates a step.
        public init(changes: [RecordChange]) {
            self.changes = changes
        }
    }

    /// How many steps can be undone; older ones are forgotten.
    public static let limit = 100

    /// The steps that can be undone, oldest first.
    public internal(set) var undoable: [Step] = []
    /// The steps that can be redone, the next one first.
    public internal(set) var redoable: [Step] = []
    /// How many groups are open (``HistoryAction/groupBegan``).
    public internal(set) var openGroups = 0
    /// Whether the open group has its step yet.
    var groupHasStep = false

    /// An empty history.
    public init(undoable: [Step] = [], redoable: [Step] = []) {
        self.undoable = undoable
        self.redoable = redoable
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoable.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoable.isEmpty }
    /// How many steps can be undone.
    public var undoCount: Int { undoable.count }
    /// How many steps can be redone.
    public var redoCount: Int { redoable.count }
    /// Whether a group of actions is open.
    public var isGrouping: Bool { openGroups > 0 }

    /// The records the next undo (or redo) reads or changes in `data`: what storage loads
    /// and writes for it. Besides the step's own records, the projects of its items and
    /// timers, and every item and timer of a project it would take away (undo checks that
    /// none made elsewhere would be left without its project).
    public func recordsOfNextStep(undoing: Bool, in data: AppData) -> RecordSet {
        let step = undoing ? undoable.last : redoable.first
        var set = RecordSet()
        for change in step?.changes ?? [] {
            switch change {
            case let .project(before, after):
                guard let id = (before ?? after)?.id else { continue }
                set = set.union(RecordSet(projects: [id], activities: [id]))    // units and timer agree
                if before == nil {
                    set = set.union(RecordSet(items: data.items.filter { $0.projectID == id }.map(\.id), activities: [id]))
                }
            case let .item(before, after):
                guard let item = before ?? after else { continue }
                set = set.union(RecordSet(projects: [item.projectID], items: [item.id]))
            case let .activity(before, after):
                guard let activity = before ?? after else { continue }
                set = set.union(RecordSet(projects: [activity.projectID], activities: [activity.projectID]))
            }
        }
        return set
    }
}

extension DataHistory: Codable {
    private enum CodingKeys: String, CodingKey {
        case undoable, redoable, openGroups
    }

    /// Decodes a history; every key may be left out (`{}` is an empty history).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        undoable = try container.decodeIfPresent([Step].self, forKey: .undoable) ?? []
        redoable = try container.decodeIfPresent([Step].self, forKey: .redoable) ?? []
        openGroups = try container.decodeIfPresent(Int.self, forKey: .openGroups) ?? 0
        groupHasStep = openGroups > 0 && !undoable.isEmpty
    }

    /// Encodes the steps, and the open groups while grouping.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(undoable, forKey: .undoable)
        try container.encode(redoable, forKey: .redoable)
        if openGroups > 0 { try container.encode(openGroups, forKey: .openGroups) }
    }
}
