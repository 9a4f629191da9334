#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Display widths in terminal columns, measured exactly as ncurses measures them.
///
/// ncurses places characters with the C library's `wcwidth` under the `LC_CTYPE` locale,
/// so this does too (after ``TerminalLocale/activate()``): ASCII and most scripts are 1,
/// CJK and most emoji 2, combining marks and joiners 0. A grapheme made of several
/// spacing scalars (a ZWJ emoji family, a flag) is as wide as ncurses will draw it: the sum
/// of its scalars. Characters that cannot be printed are measured as ``Glyph`` replaces them.
///
/// ```swift
/// DisplayWidth.of("日本")    // 4
/// DisplayWidth.of("e\u{301}") // 1
/// ```
public enum DisplayWidth {
    /// The columns `scalar` covers on its own, or `nil` when it is not printable
    /// (a control character, or unassigned in the C library's tables).
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : nil }
        if value < 0xA0 { return nil }
        guard let wcwidth = libcWidth else { return nil }
        let width = Int(wcwidth(wchar_t(value)))
        return width >= 0 ? width : nil
    }

    /// The C library's `wcwidth`, once the locale is UTF-8.
    ///
    /// Darwin's module declares `wcwidth`. Swift's Glibc module hides it (it is declared
    /// only under `_XOPEN_SOURCE`), and this pure module imports no C shim of its own, so on
    /// Linux the function is found with `dlsym`: the very function ncurses calls, with the C
    /// calling convention.
    private static let libcWidth: (@convention(c) (wchar_t) -> Int32)? = {
        TerminalLocale.activate()
        #if canImport(Glibc) || canImport(Musl)
        guard let symbol = dlsym(nil, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        #else
        return wcwidth
        #endif
    }()

    /// The columns `character` covers once drawn (0 when it draws nothing).
    public static func of(_ character: Character) -> Int {
        Glyph(character)?.width ?? 0
    }

    /// The columns `text` covers once drawn: the sum over its graphemes.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }
}
