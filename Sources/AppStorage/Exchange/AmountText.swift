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
        let trimmed = SpaceTrimming.trimmed(text)
        guard isDecimal(Array(trimmed.utf8)), let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// Whether `bytes` spell `[+-]?(digits[.digits*]|.digits)([eE][+-]?digits)?` in ASCII
    /// digits, as a sheet writes a number (read byte by byte: an import reads a million).
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func skipSign() { if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 } }
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        skipSign()
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            skipSign()
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// The shortest text that reads back as exactly `amount`, without a trailing ".0".
    public static func format(_ amount: Double) -> String {
        if amount == amount.rounded(), abs(amount) < 1e15 {
            return String(Int64(amount))
        }
        return String(amount)
    }
}
