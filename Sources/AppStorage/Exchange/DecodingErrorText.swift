/// A `DecodingError` in one line for people: where in the file, and what was wrong.
enum DecodingErrorText {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not valid JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `items[3].amount`
    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the document" }
        return path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }
}
