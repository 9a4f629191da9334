extension Middleware {
    /// A middleware that receives each action's change record of some data, right after the
    /// reducers applied the action: for storage that writes what changed, a log, a sync queue.
    ///
    /// `body` is called after each action that changed the data at `selector`, with the record
    /// the reducer made (``Reducer/recordingChanges()``,
    /// ``Reducer/undoableRecords(_:data:history:isUndoable:refused:)``), or with nil when the data
    /// changed without one (replaced, or changed by a reducer that records nothing): then treat
    /// it as new. Actions that change nothing there never call it. It costs two reads of the
    /// state per action.
    ///
    /// ```swift
    /// let saving = Middleware<AppState>.afterChanges(of: \.todos) { context, action, changes in
    ///     if let changes { database.write(changes) } else { database.replaceAll(context.state?.todos) }
    /// }
    /// ```
    public static func afterChanges<Data: ChangeTracking>(
        of selector: @escaping @Sendable (State) -> Data,
        _ body: @escaping @Sendable (_ context: MiddlewareContext<State>, _ action: any Action, _ changes: Data.Changes?) -> Void
    ) -> Middleware<State> {
        Middleware { context, action, next in
            let before = context.state.map(selector)?.changeStamp
            next(action)
            guard let before, let data = context.state.map(selector) else { return }
            let after = data.changeStamp
            guard after != before else { return }
            body(context, action, after.recordsChanges(since: before) ? data.changes : nil)
        }
    }
}
