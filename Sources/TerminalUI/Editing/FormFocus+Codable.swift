/// A form's focus written as JSON: the focused field, `{"current":"units"}`.
///
/// ```swift
/// try JSONEncoder().encode(FormFocus<ProjectField>(.units))
/// ```
extension FormFocus: Codable where Field: Codable {
    private enum CodingKeys: String, CodingKey {
        case current
    }

    /// Writes the focused field.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
    }

    /// Reads the focused field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Field.self, forKey: .current))
    }
}
