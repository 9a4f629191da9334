import Foundation

/// The spaces around a cell trimmed, as `trimmingCharacters(in: .whitespaces)` trims them
/// (tabs and Unicode's space separators), but the text itself, without Foundation's bridged
/// copy, when there are none: an import trims several cells on each of a million rows, and
/// the bridged trimming of cells that had no spaces was a third of a CSV import's time.
///
/// ```swift
/// SpaceTrimming.trimmed(" 12.5\t")   // "12.5"
/// SpaceTrimming.trimmed("12.5")      // "12.5", the same string, not a copy
/// ```
enum SpaceTrimming {
    /// `text` without the spaces and tabs at either end.
    static func trimmed(_ text: String) -> String {
        let space = CharacterSet.whitespaces
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              space.contains(first) || space.contains(last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
