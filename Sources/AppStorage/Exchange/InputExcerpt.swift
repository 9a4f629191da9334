/// A piece of input quoted in an error message: short, and with nothing a terminal would act
/// on, however long or strange the input was.
///
/// ```swift
/// InputExcerpt.quoted("12,5")                        // "'12,5'"
/// InputExcerpt.quoted(String(repeating: "9", count: 1_000))
/// // "'99999999999999999999999999999999999999…' (1000 characters)"
/// InputExcerpt.quoted("\u{1B}[2J")                   // "'\u{1B}[2J'"
/// ```
public enum InputExcerpt {
    /// The most characters of the input a message shows.
    public static let limit = 40

    /// The input in single quotes (or `quote`), cut to ``limit`` characters (then followed
    /// by its length) and with control characters written as `\u{1B}`.
    public static func quoted(_ text: String, quote: String = "'") -> String {
        let long = text.count > limit
        let shown = (long ? String(text.prefix(limit)) + "…" : text).unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return quote + shown.joined() + quote + (long ? " (\(text.count) characters)" : "")
    }
}
