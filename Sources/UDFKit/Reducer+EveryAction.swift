extension Reducer {
    /// A reducer that restores a rule of the state after every action, whatever its family.
    ///
    /// Combine it last, so that it sees what the other reducers left: a rule that ties two
    /// parts of the state together then holds after every action, without a list of the
    /// families that might break it (a list that a new family would silently miss). Keep
    /// the body cheap: it runs for every action the combined reducer is given.
    ///
    /// It does not count as handling an action: an action no other reducer handles is still
    /// reported as unhandled in a debug build, and ``lift(_:_:)`` runs it only for actions
    /// that a reducer beside it handles. Give it the whole state, at the top.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.combine(
    ///     .lift(\.todos, todos),
    ///     .afterEveryAction { state in
    ///         // The selection never names a deleted todo.
    ///         if let id = state.selected, state.todos[id: id] == nil { state.selected = nil }
    ///     }
    /// )
    /// ```
    public static func afterEveryAction(_ restore: @escaping @Sendable (inout State) -> Void) -> Reducer<State> {
        Reducer(box: EveryActionReducer(restore))
    }
}

/// The box of ``Reducer/afterEveryAction(_:)``: runs its body for every action.
final class EveryActionReducer<State>: ReducerBox<State>, @unchecked Sendable {
    let restore: @Sendable (inout State) -> Void

    init(_ restore: @escaping @Sendable (inout State) -> Void) {
        self.restore = restore
        super.init(mayReturnEffects: false)
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        restore(&state)
        return .none
    }
}
