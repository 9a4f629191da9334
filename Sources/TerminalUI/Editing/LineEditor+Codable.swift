/// A line being edited written as JSON, for action logs and replays: its text, the cursor
/// (in graphemes) and the scroll, `{"text":"Mileage","cursor":7,"scroll":0}`; a cursor or
/// scroll outside the text reads back clamped to it.
///
/// ```swift
/// try JSONEncoder().encode(LineEditor("Mileage"))
/// ```
extension LineEditor: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, cursor, scroll
    }

    /// Writes the text, the cursor and the scroll.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(cursor, forKey: .cursor)
        try container.encode(scroll, forKey: .scroll)
    }

    /// Reads a line written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .text),
                  cursor: try container.decode(Int.self, forKey: .cursor),
                  scroll: try container.decodeIfPresent(Int.self, forKey: .scroll) ?? 0)
    }
}
