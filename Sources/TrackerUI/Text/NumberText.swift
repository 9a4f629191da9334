import AppCore
import Foundation
import TerminalUI

/// Amounts and durations as the screens write them, the same in every locale so that
/// snapshots and people's screenshots agree.
///
/// ```swift
/// NumberText.amount(10212.5)              // "10,212.5"
/// NumberText.amount(7.25, units: "h")     // "7.25 h"
/// NumberText.editable(412)                // "412"
/// NumberText.elapsed(7_509)               // "2:05:09"
/// ```
public enum NumberText {
    /// The amount rounded to two decimals, trailing zeros dropped, thousands grouped with commas.
    public static func amount(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard abs(value) < 1e13 else { return String(format: "%.3g", value) }
        let cents = Int64((abs(value) * 100).rounded())
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

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func grouped(_ value: Int64) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
