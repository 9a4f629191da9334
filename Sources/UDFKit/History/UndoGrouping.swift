/// The open groups of an undo history (``HistoryAction/groupBegan`` and
/// ``HistoryAction/groupEnded``): the one state machine both ``History`` and ``RecordHistory``
/// run.
@usableFromInline
struct UndoGrouping: Hashable, Sendable {
    /// How many groups are open.
    @usableFromInline var openGroups = 0
    /// Whether the open group has started its step.
    @usableFromInline var groupHasStep = false

    @inlinable init() {}

    init(openGroups: Int, groupHasStep: Bool) {
        self.openGroups = max(0, openGroups)
        self.groupHasStep = self.openGroups > 0 && groupHasStep
    }

    var isGrouping: Bool { openGroups > 0 }

    /// Whether a new undoable change joins the step of the open group; when it starts that
    /// step instead, notes that the group has it.
    @inlinable
    mutating func joinsOpenStep() -> Bool {
        guard openGroups > 0 else { return false }
        if groupHasStep { return true }
        groupHasStep = true
        return false
    }

    /// Opens or closes a group, or closes every group before an undo or redo, and returns what
    /// is left for the history to do: `.undone`, `.redone`, `.cleared`, or nil.
    mutating func handle(_ command: HistoryAction) -> HistoryAction? {
        switch command {
        case .undone, .redone:
            self = UndoGrouping()
            return command
        case .groupBegan:
            openGroups += 1
            return nil
        case .groupEnded:
            guard openGroups > 0 else { return nil }
            openGroups -= 1
            if openGroups == 0 { groupHasStep = false }
            return nil
        case .cleared:
            self = UndoGrouping()
            return .cleared
        }
    }
}
