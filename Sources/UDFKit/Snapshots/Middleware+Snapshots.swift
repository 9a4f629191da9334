extension Middleware {
    /// Saves part of the state with `saver` a moment after actions change it.
    ///
    /// After each action (effects excepted) it tells the saver that the part may have
    /// changed: O(1), and no copy of the state is kept. When the save falls due, the saver
    /// reads the part from the store, off the store's thread, and writes it if it differs from
    /// the last saved one.
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
            guard !(action is Effect) else { return }
            saver.noteChange {
                let read = context.stateReader()
                return { read()?[keyPath: part] }
            }
        }
    }
}
