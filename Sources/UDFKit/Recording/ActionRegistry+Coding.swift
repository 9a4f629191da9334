extension ActionRegistry {
    /// The registry an encoder or decoder carries under ``Swift/CodingUserInfoKey/actionRegistry``.
    static func from(_ userInfo: [CodingUserInfoKey: Any]) throws -> ActionRegistry {
        guard let registry = userInfo[.actionRegistry] as? ActionRegistry else {
            throw ActionCodingError(message: "no ActionRegistry to name actions: set userInfo[.actionRegistry] on the encoder or decoder")
        }
        return registry
    }

    /// Writes `action` as its family's name under `typeKey` and its payload under `actionKey`.
    func encode<Key: CodingKey>(
        _ action: any Action,
        into container: inout KeyedEncodingContainer<Key>,
        typeKey: Key,
        actionKey: Key
    ) throws {
        guard let family = family(of: action) else {
            throw ActionCodingError(message: "\(String(reflecting: type(of: action))) is not registered in the ActionRegistry")
        }
        try container.encode(family.name, forKey: typeKey)
        try family.encode(action, container.superEncoder(forKey: actionKey))
    }

    /// Reads an action written by ``encode(_:into:typeKey:actionKey:)``.
    func decodeAction<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>,
        typeKey: Key,
        actionKey: Key
    ) throws -> any Action {
        let name = try container.decode(String.self, forKey: typeKey)
        guard let family = family(named: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: typeKey, in: container,
                debugDescription: "unknown action type \"\(name)\" (not in the ActionRegistry)"
            )
        }
        return try family.decode(container.superDecoder(forKey: actionKey))
    }
}

/// An action that cannot be written or read for want of a registry or a registration.
public struct ActionCodingError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String

    /// The message.
    public var description: String { message }
}
