extension Reducer {
    /// Combines reducers into one that runs each of them, in order, for every action, and
    /// returns their effects merged, in the same order.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.combine(
    ///     .lift(\.counter, counter),
    ///     .lift(\.route, RouteState<Screen>.reducer)
    /// )
    /// ```
    public static func combine(_ reducers: Reducer<State>...) -> Reducer<State> {
        combine(reducers)
    }

    /// Combines an array of reducers into one that runs each of them, in order.
    public static func combine(_ reducers: [Reducer<State>]) -> Reducer<State> {
        Reducer(box: CombinedReducer(reducers.map(\.box)))
    }

    /// Lifts a reducer of a part of the state into a reducer of the whole, through a key path.
    ///
    /// Actions the child does not handle never touch the key path, so lifting costs nothing
    /// for them.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.lift(\.counter, counter)
    /// ```
    public static func lift<Child>(
        _ path: WritableKeyPath<State, Child> & Sendable,
        _ child: Reducer<Child>
    ) -> Reducer<State> {
        Reducer(box: LiftedReducer(path, child.box))
    }

    /// Lifts a reducer of one element into a reducer of a collection of identified elements.
    ///
    /// The lifted reducer handles ``ElementAction`` values of `Family`, and applies the inner
    /// action to the element with that id, in O(1) for collections with O(1) lookup by id.
    /// An unknown id leaves the state unchanged. The actions of `Family` the element's effects
    /// send come back addressed to that element (``ElementAction`` with its id).
    ///
    /// ```swift
    /// let todos = Reducer<AppState>.forEach(\.todos, action: TodoAction.self, todo)
    /// store.dispatch(ElementAction(id: todoID, action: TodoAction.completed))
    /// ```
    public static func forEach<Elements: IdentifiedElements, Family: Action>(
        _ path: WritableKeyPath<State, Elements> & Sendable,
        action family: Family.Type,
        _ element: Reducer<Elements.Member>
    ) -> Reducer<State> where Elements.ID: Sendable {
        lift(path, Reducer<Elements>(box: ForEachReducer<Elements, Family>(element.box)))
    }
}

final class CombinedReducer<State>: ReducerBox<State>, @unchecked Sendable {
    let children: [ReducerBox<State>]

    init(_ children: [ReducerBox<State>]) {
        self.children = children
        super.init(mayReturnEffects: children.contains(where: \.mayReturnEffects))
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        var effect = Effect.none
        for child in children {
            effect = effect.merged(with: child.reduce(&state, action, dependencies))
        }
        return effect
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        children.contains { $0.handles(type) }
    }
}

final class LiftedReducer<State, Child>: ReducerBox<State>, @unchecked Sendable {
    let path: WritableKeyPath<State, Child> & Sendable
    let child: ReducerBox<Child>

    init(_ path: WritableKeyPath<State, Child> & Sendable, _ child: ReducerBox<Child>) {
        self.path = path
        self.child = child
        super.init(mayReturnEffects: child.mayReturnEffects)
    }

    override func reduce<A: Action>(_ state: inout State, _ action: A, _ dependencies: DependencyValues) -> Effect {
        guard child.handles(A.self) else { return .none }
        return child.reduce(&state[keyPath: path], action, dependencies)
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        child.handles(type)
    }
}

final class ForEachReducer<Elements: IdentifiedElements, Family: Action>: ReducerBox<Elements>, @unchecked Sendable
where Elements.ID: Sendable {
    let element: ReducerBox<Elements.Member>

    init(_ element: ReducerBox<Elements.Member>) {
        self.element = element
        super.init(mayReturnEffects: element.mayReturnEffects)
    }

    override func reduce<A: Action>(_ elements: inout Elements, _ action: A, _ dependencies: DependencyValues) -> Effect {
        guard A.self == ElementAction<Elements.ID, Family>.self else { return .none }
        // Same type, as just checked: an identity cast.
        let addressed = unsafeBitCast(action, to: ElementAction<Elements.ID, Family>.self)
        guard var value = elements[id: addressed.id] else { return .none }
        let effect = element.reduce(&value, addressed.action, dependencies)
        elements[id: addressed.id] = value
        // The element's actions come back addressed to it, as the parent's.
        let id = addressed.id
        return effect.map { action in (action as? Family).map { ElementAction(id: id, action: $0) } ?? action }
    }

    override func handles<A: Action>(_ type: A.Type) -> Bool {
        A.self == ElementAction<Elements.ID, Family>.self
    }
}
