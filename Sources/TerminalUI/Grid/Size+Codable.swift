/// A size written as JSON, `{"columns":80,"rows":24}`, for action logs and replays; negative
/// values read back as zero, as ``Size/init(columns:rows:)`` makes them.
///
/// ```swift
/// try JSONDecoder().decode(Size.self, from: Data(#"{"columns":80,"rows":24}"#.utf8))
/// ```
extension Size: Codable {
    private enum CodingKeys: String, CodingKey {
        case columns, rows
    }

    /// Writes the columns and rows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(columns, forKey: .columns)
        try container.encode(rows, forKey: .rows)
    }

    /// Reads the columns and rows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(columns: try container.decode(Int.self, forKey: .columns), rows: try container.decode(Int.self, forKey: .rows))
    }
}
