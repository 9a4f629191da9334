import Foundation

/// A `DecodingError` in one line for people: where in the file, and what was wrong.
enum DecodingErrorText {
    /// `error` in one line; `within` is the path of what was decoded in the file (a slice of
    /// an array read apart from the rest: `items`, and the index of its first element), and
    /// `bytes` what was decoded, to say what is wrong when the decoder only says "not valid
    /// JSON".
    static func describe(_ error: any Error, within: (key: String, offset: Int)? = nil, bytes: Data? = nil) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func place(_ path: [any CodingKey]) -> String {
            guard let within else { return Self.place(path) }
            let index = path.first?.intValue.map { "[\($0 + within.offset)]" } ?? ""
            return within.key + index + (path.count > 1 ? Self.place(Array(path.dropFirst())).prefixedAsMember : "")
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? syntaxProblem(in: bytes) : "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// What is wrong with text that `JSONDecoder` calls "not valid JSON": a number too
    /// large for a `Double` (valid JSON, which `JSONDecoder` does not say), or JSON that is
    /// not valid, as `JSONSerialization` explains it.
    private static func syntaxProblem(in bytes: Data?) -> String {
        guard let bytes else { return "the file is not valid JSON" }
        do {
            _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            return "the file is not valid JSON"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if let match = detail.firstMatch(of: /Number (\S+) is not representable/) {
                return "the number \(InputExcerpt.quoted(String(match.1))) is beyond any number udf-tui reads (amounts lie within ±1e12)"
            }
            return "the file is not valid JSON" + (detail.isEmpty ? "" : ": \(StorageError.firstLine(detail))")
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

private extension String {
    /// `amount` as it follows an index (`.amount`); `[2]` as it is.
    var prefixedAsMember: String { hasPrefix("[") ? self : "." + self }
}
