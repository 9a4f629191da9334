/// The `Codable` action families an app can write down and read back, each under a stable name.
///
/// Actions travel through a store as `any Action`, which JSON cannot name on its own. A
/// registry gives each family a name, so that the recorder (``ActionRecorder``), replay
/// (``ActionLog``), undo history (``History``) and test fixtures can write an action as
/// `{"type": "CounterAction", "action": {...}}` and turn it back into `any Action`.
///
/// ```swift
/// var registry = try ActionRegistry([CounterAction.self, RouteAction<Screen>.self])
/// try registry.register(LegacyAction.self, as: "Legacy")
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
    /// `try ActionRegistry([CounterAction.self, HistoryAction.self])`
    ///
    /// - Throws: ``ActionRegistryError`` when two families print the same type name (two
    ///   types of one name in different modules): register one of them under a name of its own.
    public init(_ families: [any (Action & Codable).Type]) throws(ActionRegistryError) {
        for family in families {
            try register(family)
        }
    }

    /// Registers a `Codable` action family under a name, by default its type name.
    ///
    /// Registering the same family under the same name again does nothing. Giving one name
    /// to two families, or two names to one family, throws an ``ActionRegistryError`` that names
    /// both, and leaves the registry as it was.
    public mutating func register<A: Action & Codable>(_ family: A.Type, as name: String? = nil) throws(ActionRegistryError) {
        let name = name ?? String(describing: A.self)
        if let existing = byName[name] {
            guard existing.type == A.self else {
                throw .nameTaken(name, by: String(reflecting: existing.type), refused: String(reflecting: A.self))
            }
            return
        }
        if let existing = byType[ObjectIdentifier(A.self)] {
            throw .familyRegisteredTwice(String(reflecting: A.self), as: existing.name, refusedName: name)
        }
        let family = Family(A.self, name: name)
        byName[name] = family
        byType[ObjectIdentifier(A.self)] = family
    }

    /// Returns a copy of this registry with one more family; handy to extend a shared registry.
    ///
    /// `let registry = try AppAction.registry.registering(DebugAction.self)`
    ///
    /// - Throws: ``ActionRegistryError``, as ``register(_:as:)`` does.
    public func registering<A: Action & Codable>(_ family: A.Type, as name: String? = nil) throws(ActionRegistryError) -> ActionRegistry {
        var copy = self
        try copy.register(family, as: name)
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

/// Why an ``ActionRegistry`` refused a registration: a name or a family already taken.
///
/// ```swift
/// do {
///     try registry.register(TagAction.self, as: "NumberAction")
/// } catch {
///     print(error)   // ActionRegistry: "NumberAction" already names App.NumberAction; register App.TagAction under another name
/// }
/// ```
public enum ActionRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name already names another family: the name, that family, and the family refused.
    case nameTaken(String, by: String, refused: String)
    /// The family is already registered under another name: the family, its name, and the
    /// name refused.
    case familyRegisteredTwice(String, as: String, refusedName: String)

    /// One line that names both families, or the family and both names.
    public var description: String {
        switch self {
        case let .nameTaken(name, existing, refused):
            "ActionRegistry: \"\(name)\" already names \(existing); register \(refused) under another name"
        case let .familyRegisteredTwice(family, existing, refused):
            "ActionRegistry: \(family) is already registered as \"\(existing)\"; it cannot also be \"\(refused)\""
        }
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
