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
/// whole collection. `History` keeps one snapshot, ``base`` (the data before the oldest
/// step that can still be undone), and the undoable *actions* since then. Recording an
/// action costs O(1); when the history is full, the oldest step is forgotten, and applied to
/// the base in place with the next 31 forgotten ones, in one pass (O(1) per action too).
/// Undo rebuilds the data from the base and the remaining actions, which costs a copy of the
/// data and a replay of at most `limit` steps, once per undo; redo re-applies one step. This relies on the rule every UDFKit reducer follows: reducers are
/// pure and deterministic.
public struct History<Value> {
    // `@usableFromInline`: the undoable reducer's closures, built in the client, record
    // steps with code specialised for `Value`.

    /// The steps that can be undone, oldest first, and the open groups.
    @usableFromInline var done = StepLog()
    /// The steps that can be redone, the next one last.
    @usableFromInline var undone: [[any Action]] = []
    /// The storage of ``base``, which the undoable reducer's inlinable code sets.
    @usableFromInline var storedBase: Value?

    /// Creates an empty history.
    @inlinable public init() {}

    /// The data before the oldest step that can be undone; `nil` when there is nothing to undo.
    ///
    /// Steps pushed past the limit are applied to the stored base in batches (see ``History``),
    /// so reading it may apply up to 32 of them to a copy of the data: for tests and tools,
    /// not for code that runs on every action.
    public var base: Value? {
        let pending = done.header.pending
        guard pending > 0, var value = storedBase,
              let buffer = done.buffer, let reducer = buffer.pendingReducer as? ReducerBox<Value>
        else { return storedBase }
        buffer.apply(entries: buffer.entryCount(ofSteps: pending), to: &value, with: Reducer(box: reducer), releasing: false)
        return value
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !done.isEmpty }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !undone.isEmpty }
    /// How many steps can be undone.
    public var undoCount: Int { done.count }
    /// How many steps can be redone.
    public var redoCount: Int { undone.count }
    /// Whether a group of actions is open (see ``HistoryAction/groupBegan``).
    public var isGrouping: Bool { done.header.openGroups > 0 }

    /// The actions of the steps that can be undone, oldest step first.
    public var undoableSteps: [[any Action]] { done.steps }
    /// The actions of the steps that can be redone, the next one first.
    public var redoableSteps: [[any Action]] { undone.reversed() }
}

extension History: Sendable where Value: Sendable {}

extension History: CustomReflectable {
    /// Shows the base and the steps (and open groups, if any), not the bookkeeping, so that
    /// test diffs read well.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [("base", base as Any), ("undoable", undoableSteps), ("redoable", redoableSteps)]
        if isGrouping {
            children += [("openGroups", done.header.openGroups), ("groupHasStep", done.header.groupHasStep)]
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
