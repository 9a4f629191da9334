/// The undo and redo history of one part of an app's state, kept in the state itself.
///
/// Put a `History` next to the data it covers and let ``Reducer/undoable(_:data:history:limit:isUndoable:)``
/// maintain it; read it to enable menu items (``canUndo``, ``redoCount``).
///
/// ```swift
/// struct AppState: Sendable, Equatable {
///     var data = Document()
///     var history = History<Document>()
/// }
/// ```
///
/// ## How it stays O(1) per action
/// A history of *snapshots* cannot be O(1): a snapshot shares its buffers with the live data
/// (copy-on-write), so the next in-place change to a collection of the data copies that
/// whole collection. A `History` keeps one copy of the data, the *base* (the data before the
/// oldest step that can still be undone), and the undoable *actions* since then. Recording
/// an action appends it to a log. When there are more steps than the limit, the oldest is
/// forgotten: its actions are applied to the base, which nothing else shares by then, so it
/// changes in place. Undo rebuilds the data from the base by replaying the steps that stay (a
/// copy of the data and at most `limit` steps, once per undo); redo applies one step again.
/// This relies on the rule every UDFKit reducer follows: reducers are pure and deterministic.
public struct History<Value> {
    /// The data before the oldest step that can be undone; nil when there is none.
    @usableFromInline var base: Value?
    /// The steps that can be undone.
    @usableFromInline var log = UndoLog()
    /// The steps that can be redone, the next one last.
    @usableFromInline var redoLog: [[any Action]] = []
    /// The open groups (see ``HistoryAction/groupBegan``).
    @usableFromInline var grouping = UndoGrouping()

    /// Creates an empty history.
    @inlinable public init() {}

    /// Whether there is a step to undo.
    public var canUndo: Bool { !log.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoLog.isEmpty }
    /// How many steps can be undone.
    public var undoCount: Int { log.stepCount }
    /// How many steps can be redone.
    public var redoCount: Int { redoLog.count }
    /// Whether a group of actions is open (see ``HistoryAction/groupBegan``).
    public var isGrouping: Bool { grouping.isGrouping }

    /// The actions of the steps that can be undone, oldest step first.
    public var undoableSteps: [[any Action]] { log.steps }
    /// The actions of the steps that can be redone, the next one first.
    public var redoableSteps: [[any Action]] { redoLog.reversed() }
}

extension History: Sendable where Value: Sendable {}

extension History: CustomReflectable {
    /// Shows the base and the steps (and open groups, if any), not the bookkeeping, so that
    /// test diffs read well.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [("base", base as Any), ("undoable", undoableSteps), ("redoable", redoableSteps)]
        if isGrouping {
            children += [("openGroups", grouping.openGroups), ("groupHasStep", grouping.groupHasStep)]
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
