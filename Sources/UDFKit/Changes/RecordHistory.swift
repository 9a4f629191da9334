/// Record-level undo and redo: each step is the change record of one action (or one group),
/// and undo puts back the records it changed, only if they are still as the step left it.
///
/// Use it when other code changes the same data while the user works (another program on the
/// same database, a sync, a second window): undo takes back *your* change and keeps everyone
/// else's, and refuses, changing nothing, when a record of the step was changed or deleted
/// since (``UndoConflict``). Each step costs the size of the records it changed, whatever the
/// size of the data. ``History`` (snapshot and replay undo) fits data that only its own store
/// changes; <doc:ChoosingAnUndo> compares the two.
///
/// ```swift
/// struct Editor: Sendable {
///     var todos: IdentifiedList<Todo> = []
///     var history = RecordHistory<ListChanges<Todo>>()
///     var refusal: UndoConflict<Todo.ID>?
/// }
///
/// let editor = Reducer<Editor>.undoableRecords(todoReducer, data: \.todos, history: \.history, refused: { editor, conflict in
///     editor.refusal = conflict
/// })
/// ```
///
/// Steps are kept oldest first, at most ``limit`` of them; groups (``HistoryAction/groupBegan``)
/// make one step of several actions, chained with ``ChangeSet/followed(by:)``.
public struct RecordHistory<Changes: ChangeSet> {
    /// The steps that can be undone, oldest first.
    public internal(set) var undoable: [Changes] = []
    /// The steps that can be redone, the next one first.
    public internal(set) var redoable: [Changes] = []
    /// How many steps can be undone; older ones are forgotten. 0 turns undo off.
    public var limit: Int
    /// The open groups.
    @usableFromInline var grouping = UndoGrouping()

    /// Creates an empty history that keeps at most `limit` steps.
    public init(limit: Int = 100) {
        self.limit = max(0, limit)
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
    public var isGrouping: Bool { grouping.isGrouping }

    /// Records one action's changes: a new step (forgetting the steps to redo and, past
    /// ``limit``, the oldest), or part of the open group's step. Records nothing for no change.
    public mutating func record(_ changes: Changes) {
        guard limit > 0, !changes.isEmpty else { return }
        redoable.removeAll()
        if grouping.joinsOpenStep(), let step = undoable.popLast() {
            undoable.append(step.followed(by: changes))
            return
        }
        undoable.append(changes)
        if undoable.count > limit { undoable.removeFirst(undoable.count - limit) }
    }

    /// Undoes or redoes a step in `data`, opens or closes a group, or clears the history.
    ///
    /// Undo applies the newest step inverted, redo the next step; each only when every record
    /// of the step is as the step left it. Undo or redo with nothing to undo or redo does
    /// nothing. Undo and redo close any open group first.
    ///
    /// - Throws: the ``UndoConflict`` that names the first record no longer as the step left
    ///   it; then neither `data` nor the steps changed.
    public mutating func apply<Data: ChangeTracking>(_ command: HistoryAction, to data: inout Data)
    throws(UndoConflict<Data.RecordID>) where Data.Changes == Changes {
        switch grouping.handle(command) {
        case .undone?:
            guard let step = undoable.last else { return }
            try data.apply(step.inverted)
            undoable.removeLast()
            redoable.insert(data.changes.inverted, at: 0)
        case .redone?:
            guard let step = redoable.first else { return }
            try data.apply(step)
            redoable.removeFirst()
            undoable.append(data.changes)
        case .cleared?:
            undoable.removeAll()
            redoable.removeAll()
        case .groupBegan?, .groupEnded?, nil:
            break
        }
    }
}

extension RecordHistory {
    /// Forgets the step the next undo (or, with `undoing` false, the next redo) would apply,
    /// changing no data; does nothing when there is none.
    ///
    /// For an app that drops a refused step: one whose record was deleted elsewhere can never
    /// be taken back, and dropping it lets the steps beyond it be undone.
    ///
    /// ```swift
    /// do { try history.apply(.undone, to: &todos) } catch {
    ///     history.discardNextStep(undoing: true)   // the step before it can be undone now
    /// }
    /// ```
    public mutating func discardNextStep(undoing: Bool) {
        if undoing {
            _ = undoable.popLast()
        } else if !redoable.isEmpty {
            redoable.removeFirst()
        }
    }
}

extension RecordHistory: Equatable where Changes: Equatable {}
extension RecordHistory: Hashable where Changes: Hashable {}
extension RecordHistory: Sendable where Changes: Sendable {}
