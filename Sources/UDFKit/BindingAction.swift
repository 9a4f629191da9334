/// One action that sets one field of a state by key path: a form needs no action per field.
///
/// The reducer made by ``Reducer/binding(_:validate:)`` applies it to its part of the state and
/// then runs the form's validation, so that a field set by a binding is checked as a field
/// set by a named action would be (TCA's `BindableAction` and `BindingReducer`).
///
/// ```swift
/// struct ItemForm: Equatable, Sendable {
///     var amount = ""
///     var notes = ""
///     var problem: String?
/// }
///
/// let form = Reducer<Screen>.binding(\.form) { form in
///     form.problem = Double(form.amount) == nil ? "not a number" : nil
/// }
/// store.dispatch(BindingAction.set(\ItemForm.amount, "12.5"))
/// ```
///
/// Two binding actions are equal when they set the same field to equal values, so a
/// `TestStore` receives them like any other action. They are not `Codable`: a key path has no
/// portable form, so an app that records its actions names the fields it records.
public struct BindingAction<Root: Sendable>: Action, Equatable, CustomStringConvertible {
    private let keyPath: PartialKeyPath<Root> & Sendable
    private let value: any Sendable
    private let assign: @Sendable (inout Root) -> Void
    private let equalValue: @Sendable (any Sendable) -> Bool

    /// Sets the field at `keyPath` to `value`.
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value) -> BindingAction {
        BindingAction(keyPath: keyPath, value: value, assign: { $0[keyPath: keyPath] = value }, equalValue: { ($0 as? Value) == value })
    }

    private init(keyPath: PartialKeyPath<Root> & Sendable, value: any Sendable, assign: @escaping @Sendable (inout Root) -> Void,
                 equalValue: @escaping @Sendable (any Sendable) -> Bool) {
        self.keyPath = keyPath
        self.value = value
        self.assign = assign
        self.equalValue = equalValue
    }

    /// Sets the field of `root`.
    public func apply(to root: inout Root) {
        assign(&root)
    }

    /// Whether both set the same field to equal values.
    public static func == (lhs: BindingAction, rhs: BindingAction) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.equalValue(rhs.value)
    }

    /// `set(\Root.field, value)`, as logs and test failures show it.
    public var description: String {
        "set(\(keyPath), \(value))"
    }
}

extension Reducer {
    /// Applies ``BindingAction``s of the part of the state at `path`, then runs `validate` on
    /// that part: a form's fields set by key path, checked as the form's rules say.
    ///
    /// ```swift
    /// let app = Reducer<AppState>.combine(formEvents, .binding(\.form) { $0.validate() })
    /// ```
    public static func binding<Root: Sendable>(
        _ path: WritableKeyPath<State, Root> & Sendable,
        validate: (@Sendable (inout Root) -> Void)? = nil
    ) -> Reducer<State> {
        lift(path, Reducer<Root>(BindingAction<Root>.self) { root, binding in
            binding.apply(to: &root)
            validate?(&root)
        })
    }
}
