/// What the user did to the undo history: the events every ``Reducer/undoable(_:data:history:limit:isUndoable:)``
/// reducer applies.
///
/// ```swift
/// store.dispatch(HistoryAction.undone)
///
/// store.dispatch(HistoryAction.groupBegan)      // a drag, a multi-field form...
/// store.dispatch(ShapeAction.moved(by: 3))
/// store.dispatch(ShapeAction.moved(by: 4))
/// store.dispatch(HistoryAction.groupEnded)      // ...undone in one step
/// ```
///
/// Undoing with nothing to undo, or redoing with nothing to redo, changes nothing.
public enum HistoryAction: Action, Hashable, Codable {
    /// The user undid the last step.
    case undone
    /// The user redid the last undone step.
    case redone
    /// A group of actions began: the undoable actions until ``groupEnded`` form one step.
    /// Groups nest; the step closes when the outermost group ends, or at the next undo or redo.
    case groupBegan
    /// The innermost open group ended; does nothing when no group is open.
    case groupEnded
    /// The history was forgotten (after loading another document, say); the data stays.
    case cleared
}
