import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks a full-screen program makes before touching the terminal, each failing with a
/// one-line ``TerminalError``.
///
/// Call ``check(environment:)`` first thing, before anything is drawn; on failure print the
/// error's description to standard error and exit with status 2:
///
/// ```swift
/// do {
///     try TerminalRequirements.check()
/// } catch {
///     fputs("udf-tui: \(error)\n", stderr)
///     exit(2)
/// }
/// ```
public enum TerminalRequirements {
    /// Throws ``TerminalError/notATerminal`` unless standard input and output are both
    /// terminals, and ``TerminalError/unsupportedTerminal(_:)`` when `TERM` is unset, empty
    /// or `dumb`. (A `TERM` unknown to terminfo is caught when the session opens.)
    public static func check(environment term: String? = currentTerm) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        try checkTerm(term)
    }

    /// Throws ``TerminalError/unsupportedTerminal(_:)`` when `term` is `nil`, empty or `dumb`.
    public static func checkTerm(_ term: String?) throws(TerminalError) {
        guard let term, !term.isEmpty, term != "dumb" else { throw .unsupportedTerminal(term ?? "") }
    }

    /// The `TERM` environment variable, or `nil` when unset.
    public static var currentTerm: String? {
        getenv("TERM").map { String(cString: $0) }
    }

    /// Whether colours are wanted: `false` when `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org), whatever the terminal supports.
    public static var colorsWanted: Bool {
        guard let value = getenv("NO_COLOR") else { return true }
        return value.pointee == 0
    }
}
