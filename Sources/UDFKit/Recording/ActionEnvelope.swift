/// An action of any registered family, in the JSON form `{"type": "...", "action": {...}}`.
///
/// Decode a list of heterogeneous actions (the `when` of a test fixture, say) by putting an
/// ``ActionRegistry`` in the decoder's `userInfo`:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo[.actionRegistry] = try ActionRegistry([CounterAction.self])
/// let actions = try decoder.decode([ActionEnvelope].self, from: json).map(\.action)
/// ```
///
/// Encoding needs the registry in the encoder's `userInfo` the same way.
public struct ActionEnvelope: Codable, Sendable {
    /// The action inside.
    public var action: any Action

    /// Wraps an action for encoding.
    public init(_ action: any Action) {
        self.action = action
    }

    enum CodingKeys: String, CodingKey {
        case type, action
    }

    /// Reads the family name, then the payload, with the registry in `decoder.userInfo`.
    public init(from decoder: any Decoder) throws {
        let registry = try ActionRegistry.from(decoder.userInfo)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try registry.decodeAction(from: container, typeKey: .type, actionKey: .action)
    }

    /// Writes the family name, then the payload, with the registry in `encoder.userInfo`.
    public func encode(to encoder: any Encoder) throws {
        let registry = try ActionRegistry.from(encoder.userInfo)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try registry.encode(action, into: &container, typeKey: .type, actionKey: .action)
    }
}
