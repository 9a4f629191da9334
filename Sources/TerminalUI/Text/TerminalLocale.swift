#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the process's character classification UTF-8, which both ``DisplayWidth`` and
/// ncurses need.
///
/// `wcwidth` (and so ncurses) answers for the `LC_CTYPE` locale; a Swift program starts in
/// the "C" locale, where every non-ASCII character is unprintable. ``activate()`` adopts the
/// user's locale (`setlocale(LC_CTYPE, "")`) and, when that is not UTF-8, falls back to
/// `C.UTF-8`. It runs once per process (a `static let`), before the first width is measured
/// and before a curses session starts, so the two always agree.
///
/// ```swift
/// TerminalLocale.activate()   // idempotent; backends call it, so views rarely need to
/// ```
public enum TerminalLocale {
    /// The `LC_CTYPE` locale in force after activation, e.g. "C.UTF-8" or "en_US.UTF-8";
    /// `nil` when no UTF-8 locale exists on this machine (then only ASCII is printable).
    public static var active: String? { activation }

    /// Adopts a UTF-8 `LC_CTYPE` locale once per process; later calls do nothing.
    public static func activate() {
        _ = activation
    }

    private static let activation: String? = {
        if let name = setlocale(LC_CTYPE, ""), isUTF8 { return String(cString: name) }
        for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
            if let name = setlocale(LC_CTYPE, fallback), isUTF8 { return String(cString: name) }
        }
        return nil
    }()

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
