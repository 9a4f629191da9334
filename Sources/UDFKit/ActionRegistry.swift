/// The `Codable` action families an app can write down and read back, each under a stable name.
///
/// Actions travel through a store as `any Action`, which JSON cannot name on its own. A
/// registry gives each family a name, so that the recorder (``ActionRecorder``), replay
/// (``ActionLog``), undo history (``History``) and test fixtures can write an action as
/// `{"type": "CounterAction", "action": {...}}` and turn it back into `any Action`.
///
/// ```swift
/// var registry = ActionRegistry([CounterAction.self, RouteAction<Screen>.self])
/// registry.register(LegacyAction.self, as: "Legacy")
/// ```
///
/// A family's name defaults to its type name as Swift prints it (`"RouteAction<Screen>"`).
/// Names are what logs and fixtures store, so give a family an explicit name before you
/// rename its type.
public struct ActionRegistry: Sendable {
    struct Family: Sendable {
        let name: String
        let type: Any.Type
        let encode: @Sendable (any Action, any Encoder) throws -> Void
        let decode: @Sendable (any Decoder) throws -> any Action

        init<A: Action & Codable>(_ family: A.Type, name: String) {
            self.name = name
            type = A.self
            encode = { action, encoder in
                guard let action = action as? A else {
                    throw EncodingError.invalidValue(action, .init(codingPath: encoder.codingPath, debugDescription: "expected \(name)"))
                }
                try action.encode(to: encoder)
            }
            decode = { decoder in try A(from: decoder) }
        }
    }

    private var byName: [String: Family] = [:]
    private var byType: [ObjectIdentifier: Family] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry of the given families, each under its type name.
    ///
    /// `ActionRegistry([CounterAction.self, HistoryAction.self])`
    public init(_ families: [any (Action & Codable).Type]) {
        for family in families {
            register(family)
        }
    }

    /// Registers a `Codable` action family under a name, by default its type name.
    ///
    /// Registering the same family under the same name again does nothing. Giving one name
    /// to two families, or two names to one family, is a programming error and traps with a
    /// message that names both.
    public mutating func register<A: Action & Codable>(_ family: A.Type, as name: String? = nil) {
        let name = name ?? String(describing: A.self)
        if let existing = byName[name] {
            precondition(existing.type == A.self, "ActionRegistry: \"\(name)\" already names \(String(reflecting: existing.type)); register \(String(reflecting: A.self)) under another name")
            return
        }
        if let existing = byType[ObjectIdentifier(A.self)] {
            preconditionFailure("ActionRegistry: \(String(reflecting: A.self)) is already registered as \"\(existing.name)\"")
        }
        let family = Family(A.self, name: name)
        byName[name] = family
        byType[ObjectIdentifier(A.self)] = family
    }

    /// Returns a copy of this registry with one more family; handy to extend a shared registry.
    ///
    /// `let registry = AppAction.registry.registering(DebugAction.self)`
    public func registering<A: Action & Codable>(_ family: A.Type, as name: String? = nil) -> ActionRegistry {
        var copy = self
        copy.register(family, as: name)
        return copy
    }

    /// The name the action's family is registered under, or `nil` if it is not registered.
    public func name(of action: any Action) -> String? {
        family(of: action)?.name
    }

    /// The registered names, sorted.
    public var names: [String] {
        byName.keys.sorted()
    }

    /// The family registered under `name`.
    func family(named name: String) -> Family? {
        byName[name]
    }

    /// The family of `action`.
    func family(of action: any Action) -> Family? {
        byType[ObjectIdentifier(type(of: action))]
    }
}

extension CodingUserInfoKey {
    /// The key under which ``ActionEnvelope`` and ``History`` find the ``ActionRegistry`` that
    /// names actions when they are encoded or decoded.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.actionRegistry] = registry
    /// let state = try decoder.decode(AppState.self, from: data)
    /// ```
    // The initializer is failable only by its signature: it stores the string and never fails.
    public static let actionRegistry = CodingUserInfoKey(rawValue: "UDFKit.ActionRegistry")!
}
