/// A key written as JSON, for action logs and replays: `{"character":"j"}` for a typed
/// character, `{"paste":"text"}` for pasted text, `{"key":"Enter"}` for any other key, named
/// as key scripts name it (``KeyEvent/scriptName``: `"C-r"`, `"F5"`, `"S-Tab"`).
///
/// ```swift
/// try JSONEncoder().encode(KeyEvent.control("r"))    // {"key":"C-r"}
/// ```
extension KeyEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case character, key, paste
    }

    /// Writes the key as `{"character": …}` or `{"key": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .character(let character) = self {
            try container.encode(String(character), forKey: .character)
        } else if case .paste(let text) = self {
            try container.encode(text, forKey: .paste)
        } else if let name = scriptName {
            try container.encode(name, forKey: .key)
        }
    }

    /// Reads a key written by ``encode(to:)``; a text that is not one character, or a name
    /// no key has, is a decoding error naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .character) {
            guard text.count == 1, let character = text.first else {
                throw DecodingError.dataCorruptedError(forKey: .character, in: container, debugDescription: "not one character: \(text)")
            }
            self = .character(character)
            return
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .paste) {
            self = .paste(text)
            return
        }
        let name = try container.decode(String.self, forKey: .key)
        guard let key = KeyEvent(scriptName: name) else {
            throw DecodingError.dataCorruptedError(forKey: .key, in: container, debugDescription: "no key is named \(name)")
        }
        self = key
    }

    /// The key a script names `name` (``scriptName``), or `nil`.
    init?(scriptName name: String) {
        let plain: [KeyEvent] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
                                 .tab, .backTab, .backspace, .delete, .insert, .resize]
        if let key = plain.first(where: { $0.scriptName == name }) {
            self = key
        } else if name.hasPrefix("C-"), name.count == 3, let letter = name.last {
            self = .control(letter)
        } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...64).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }
}
