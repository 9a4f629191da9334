extension Middleware {
    /// Schedules a save of part of the state with `saver` after every action.
    ///
    /// It reads the part after the reducers have run and hands it to
    /// ``SnapshotSaver/schedule(_:)``: O(1) per action, the saving itself happens later, once
    /// per burst of changes, off the store's thread. Effects are ignored, as they change no state.
    ///
    /// ```swift
    /// let store = Store(initialState: state, reducer: app,
    ///                   middleware: [.savingSnapshots(of: \.todos, with: saver)])
    /// ```
    public static func savingSnapshots<Value>(
        of part: KeyPath<State, Value> & Sendable,
        with saver: SnapshotSaver<Value>
    ) -> Middleware {
        Middleware { context, action, next in
            next(action)
            if !(action is Effect) {
                saver.schedule(context.state[keyPath: part])
            }
        }
    }
}
