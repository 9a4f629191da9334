import AppCore
import Foundation
import TerminalUI

/// Amounts and durations as the screens write them, the same in every locale so that
/// snapshots and people's screenshots agree.
///
/// ```swift
/// NumberText.amount(10212.5)              // "10,212.5"
/// NumberText.amount(7.25, units: "h")     // "7.25 h"
/// NumberText.amount(0.000001)             // "0.000001": never "0" unless it is 0
/// NumberText.amount(12_345_678.9, units: "km", width: 12)   // "12.3M km"
/// NumberText.editable(412)                // "412"
/// NumberText.elapsed(7_509)               // "2:05:09"
/// ```
public enum NumberText {
    /// The amount rounded to two decimals, trailing zeros dropped, thousands grouped with
    /// commas. An amount that is not zero never reads "0": one that would round to 0.00 is
    /// written with two significant digits ("0.0012", "-0.000001"; "1.5e-09" past eight
    /// decimals).
    public static func amount(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard abs(value) < 1e13 else { return String(format: "%.3g", value) }
        let cents = Int64((abs(value) * 100).rounded())
        if cents == 0, value != 0 { return tiny(value) }
        var text = grouped(cents / 100)
        let fraction = cents % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return (value < 0 && cents != 0 ? "-" : "") + text
    }

    /// The amount followed by the units, when there are any: "412 km".
    public static func amount(_ value: Double, units: String) -> String {
        units.isEmpty ? amount(value) : amount(value) + " " + units
    }

    /// The amount and its units in at most `width` columns, for a column or a line of fixed
    /// width: the full text when it fits, else the amount shortened to three significant
    /// digits with k, M, G, T or P (thousand to 10¹⁵), units kept: "12.3M km", "-1.2k €".
    /// Text that is still too wide (an amount under 1,000, or long units) is left for the
    /// column to cut with "…".
    public static func amount(_ value: Double, units: String, width: Int) -> String {
        let full = amount(value, units: units)
        guard DisplayWidth.of(full) > width, let short = short(value) else { return full }
        return units.isEmpty ? short : short + " " + units
    }

    /// "12.3M": three significant digits and a suffix, or `nil` below 1,000 (and for values
    /// too large for the suffixes, which ``amount(_:)`` already writes short).
    static func short(_ value: Double) -> String? {
        let magnitude = abs(value)
        guard value.isFinite, magnitude >= 999.5 else { return nil }
        for (scale, suffix) in [(1e3, "k"), (1e6, "M"), (1e9, "G"), (1e12, "T"), (1e15, "P")] {
            let scaled = magnitude / scale
            guard scaled < 999.5 else { continue }
            let decimals = scaled < 9.995 ? 2 : scaled < 99.95 ? 1 : 0
            return (value < 0 ? "-" : "") + trimmingZeros(String(format: "%.\(decimals)f", scaled)) + suffix
        }
        return nil
    }

    /// An amount between -0.005 and 0.005, not 0, in two significant digits.
    private static func tiny(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = 1 - Int(log10(magnitude).rounded(.down))
        let text = decimals <= 8
            ? trimmingZeros(String(format: "%.\(decimals)f", magnitude))
            : String(format: "%.1e", magnitude).replacingOccurrences(of: ".0e", with: "e")
        return (value < 0 ? "-" : "") + text
    }

    /// "0.0010" → "0.001", "12.0" → "12".
    private static func trimmingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// The exact number for a form field, as it reads back: "412", "7.5", "0.1".
    public static func editable(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A running time as hours, minutes and seconds, with days from a day on: "0:04:07",
    /// "3d 04:12:05" (AppCore's ``AppCore/ElapsedTime``, which the commands use too).
    public static func elapsed(_ seconds: TimeInterval) -> String {
        ElapsedTime.text(seconds)
    }

    /// A number typed in a form: digits with an optional sign, decimal point and exponent;
    /// commas group thousands ("1,204.5") or, with no point, mark decimals ("7,5"). `nil`
    /// for anything else (empty text included).
    public static func parseAmount(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let cleaned = trimmed.contains(".")
            ? trimmed.replacingOccurrences(of: ",", with: "")
            : trimmed.replacingOccurrences(of: ",", with: ".")
        guard !cleaned.isEmpty, cleaned.allSatisfy({ "0123456789.+-eE".contains($0) }) else { return nil }
        return Double(cleaned)
    }

    /// A count with thousands separators, as amounts have them: "1,000,000".
    ///
    /// ```swift
    /// NumberText.count(1_000_000)   // "1,000,000"
    /// ```
    public static func count(_ value: Int) -> String {
        (value < 0 ? "-" : "") + grouped(digits: String(value.magnitude))
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func grouped(_ value: Int64) -> String {
        grouped(digits: String(value))
    }

    private static func grouped(digits text: String) -> String {
        let digits = Array(text)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
