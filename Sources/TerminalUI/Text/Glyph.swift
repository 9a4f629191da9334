/// A grapheme as a terminal will draw it: its sanitized text and its width in columns.
///
/// Every drawing path goes through `Glyph`, so measuring and drawing agree. Sanitizing:
/// - whitespace controls (tab, newline, carriage return...) become one space;
/// - other unprintable scalars become U+FFFD (�), one column;
/// - zero-width scalars before the first spacing one are dropped (ncurses would fold them
///   into the previous cell and shift what follows);
/// - at most four zero-width scalars follow each spacing one (ncurses' `CCHAR_MAX` is 5);
/// - a zero-width joiner (U+200D) is never drawn. Between two emoji (a ZWJ sequence such
///   as a family) ncurses places each emoji in its own cells, but terminals that join the
///   sequence (tmux, kitty) draw it narrower and shift the rest of the row; without the
///   joiner every terminal draws the components side by side, each as wide as `wcwidth`
///   says. A joiner at the end (`👨` and a joiner typed, the next emoji not yet) would be
///   joined by tmux to whatever is written next, anywhere on the row, until a full redraw;
/// - a grapheme left with no spacing scalar (a lone combining mark, a zero-width space)
///   draws nothing: `Glyph(_:)` returns `nil`.
///
/// ```swift
/// Glyph("界")?.width        // 2
/// Glyph("\t")?.text         // " "
/// Glyph("\u{200B}")         // nil
/// Glyph("👨‍👩‍👧")?.width       // 6: "👨👩👧", drawn side by side everywhere
/// Glyph("👨\u{200D}")?.text   // "👨"
/// ```
public struct Glyph: Hashable, Sendable {
    /// The text to draw: one grapheme, sanitized.
    public let text: String
    /// The columns it covers (at least 1).
    public let width: Int

    /// Sanitizes and measures `character`; `nil` when nothing would be drawn.
    public init?(_ character: Character) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            self.text = String(character)
            self.width = 1
            return
        }
        let sanitized = character.unicodeScalars.map(Glyph.sanitize)
        var scalars = String.UnicodeScalarView()
        var width = 0, combining = 0
        for (scalar, scalarWidth) in sanitized {
            if scalarWidth == 0 {
                guard width > 0, combining < 4, scalar != Glyph.zeroWidthJoiner else { continue }
                combining += 1
            } else {
                combining = 0
            }
            scalars.append(scalar)
            width += scalarWidth
        }
        guard width > 0 else { return nil }
        self.text = String(scalars)
        self.width = width
    }

    /// The glyph for a single printable ASCII or other known-good grapheme.
    ///
    /// Use it for literals such as box-drawing characters; unprintable input gives "�".
    public init(_ literal: Unicode.Scalar) {
        self = Glyph(Character(literal)) ?? Glyph.replacement
    }

    /// U+200D, which ``Glyph`` never draws (see the type's rules).
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// U+FFFD, shown in place of unprintable characters.
    public static let replacement = Glyph(text: "\u{FFFD}", width: 1)

    /// A glyph already sanitized, such as the content of a lead ``Cell``.
    init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    private static func sanitize(_ scalar: Unicode.Scalar) -> (Unicode.Scalar, Int) {
        if let width = DisplayWidth.of(scalar) { return (scalar, width) }
        if scalar.properties.isWhitespace { return (" ", 1) }
        return ("\u{FFFD}", 1)
    }

    /// The glyphs of `text`, in order, skipping graphemes that draw nothing.
    public static func glyphs<Text: StringProtocol>(of text: Text) -> [Glyph] {
        text.compactMap(Glyph.init)
    }
}
