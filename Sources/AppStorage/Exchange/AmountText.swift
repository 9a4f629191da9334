/// Amounts as text: parsed strictly, printed as short as exact.
///
/// ```swift
/// AmountText.parse("12.5")     // 12.5
/// AmountText.parse("abc")      // nil
/// AmountText.parse("nan")      // nil: only finite numbers are amounts
/// AmountText.parse("0x10")     // nil: only decimal numbers (no hex, no "inf")
/// AmountText.format(412)       // "412"
/// AmountText.format(0.1)       // "0.1"
/// ```
public enum AmountText {
    /// The finite number a decimal text spells (`412`, `-7.5`, `.5`, `1e3`), allowing
    /// surrounding spaces; nil for anything else, such as `12,5`, `0x10` or `inf`.
    /// (Whether the amount is in range is AppCore's rule: ``AppCore/Item/maximumAmount``.)
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.wholeMatch(of: /[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/) != nil,
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// The shortest text that reads back as exactly `amount`, without a trailing ".0".
    public static func format(_ amount: Double) -> String {
        if amount == amount.rounded(), abs(amount) < 1e15 {
            return String(Int64(amount))
        }
        return String(amount)
    }
}
