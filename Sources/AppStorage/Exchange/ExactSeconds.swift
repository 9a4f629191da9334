/// Seconds since the reference date as decimal text and back, exactly.
///
/// A `Double`'s shortest decimal form (Swift's `description`) reads back as the same
/// `Double`, and reading decimal text is correctly rounded; so splitting that text into whole
/// seconds and a fraction, and joining them again as text before reading, loses nothing.
/// Adding a parsed fraction to the whole seconds as two `Double`s would round twice
/// (`.448` came back `.447`).
///
/// ```swift
/// ExactSeconds.split(-0.25)                          // (whole: -1, fraction: "75")
/// ExactSeconds.join(whole: -1, fraction: "75")       // -0.25
/// ```
enum ExactSeconds {
    /// `seconds` as whole seconds (rounded down) and the decimal digits of the rest, without
    /// trailing zeros. `seconds` must be finite and below 2^53 in magnitude.
    static func split(_ seconds: Double) -> (whole: Int64, fraction: String) {
        let (negative, integer, fraction) = decimal(seconds)
        let whole = Int64(integer) ?? 0
        guard negative else { return (whole, fraction) }
        guard !fraction.isEmpty else { return (-whole, "") }
        return (-whole - 1, complement(fraction))
    }

    /// The `Double` nearest to `whole` + 0.`fraction`, where `fraction` is decimal digits.
    static func join(whole: Int64, fraction: String) -> Double? {
        let digits = fraction.reversed().drop { $0 == "0" }.reversed()
        guard !digits.isEmpty else { return Double(whole) }
        if whole >= 0 { return Double("\(whole).\(String(digits))") }
        return Double("-\(-whole - 1).\(complement(String(digits)))")
    }

    /// The sign, integer digits and fraction digits (no trailing zeros) of the shortest
    /// decimal form of `value`, with any exponent (`5e-05`) worked in.
    private static func decimal(_ value: Double) -> (negative: Bool, integer: String, fraction: String) {
        var text = Substring(value.description)
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts.first ?? "0"
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        var digits = Array(mantissa.filter { $0 != "." })
        var position = point + exponent
        if position <= 0 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - position), at: 0)
            position = 1
        }
        if position > digits.count { digits += repeatElement("0", count: position - digits.count) }
        let fraction = String(digits[position...]).reversed().drop { $0 == "0" }.reversed()
        return (negative, String(digits[..<position]), String(fraction))
    }

    /// 10^n minus the n-digit number `digits` (not all zeros), as n digits: "75" → "25".
    private static func complement(_ digits: String) -> String {
        var result = digits.compactMap(\.wholeNumberValue).map { 9 - $0 }
        var index = result.count - 1
        while index >= 0 {
            if result[index] < 9 { result[index] += 1; break }
            result[index] = 0
            index -= 1
        }
        return result.map(String.init).joined()
    }
}
