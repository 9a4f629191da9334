/// Keeps text cells from running as spreadsheet formulas (OWASP's "CSV injection"), and
/// reads them back exactly.
///
/// The rule, one way and back: on export, a text cell (a title, units or notes) that starts
/// with `=`, `+`, `-`, `@`, a tab or a carriage return, or with `'` itself, gets one `'` in
/// front, which spreadsheets show as text and do not run; on import, a text cell that
/// starts with `'` loses exactly one. So `=1+2` is written `'=1+2`, `'quoted` is written
/// `''quoted`, and both read back as they were.
///
/// ```swift
/// CSVCellGuard.protect("=HYPERLINK(\"…\")")   // "'=HYPERLINK(\"…\")"
/// CSVCellGuard.unprotect("'=1+2")             // "=1+2"
/// CSVCellGuard.unprotect("Mileage")           // "Mileage"
/// ```
enum CSVCellGuard {
    /// The first characters that make a cell a formula, or look like the guard itself.
    static let guarded: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "'"]

    /// The cell to write for `text`.
    static func protect(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, guarded.contains(Character(first)) else { return text }
        return "'" + text
    }

    /// The text a cell holds, without the guard.
    static func unprotect(_ cell: String) -> String {
        cell.hasPrefix("'") ? String(cell.dropFirst()) : cell
    }
}
