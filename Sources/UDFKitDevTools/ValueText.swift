/// A value on one line for the devtools: strings quoted, long values cut, control
/// characters escaped; a big value costs about the text shown (``BoundedText``).
enum ValueText {
    /// The longest value shown, in characters.
    static let limit = 120

    static func describe(_ value: Any) -> String {
        let text: String
        if let string = value as? String {
            text = String(reflecting: string)
        } else if let optional = value as? any OptionalProtocol {
            text = optional.unwrapped.map(describe) ?? "nil"
        } else {
            text = BoundedText.describe(value, limit: limit)
        }
        return ActionText.oneLine(text, limit: limit)
    }
}

/// Lets ``ValueText`` see through optionals held as `Any`.
protocol OptionalProtocol {
    var unwrapped: Any? { get }
}

extension Optional: OptionalProtocol {
    var unwrapped: Any? { self.map { $0 } }
}
