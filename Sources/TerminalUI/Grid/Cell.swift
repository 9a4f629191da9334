/// One cell of a screen: a grapheme, the columns it covers, and its style.
///
/// A grapheme that is two columns wide (CJK, most emoji) is stored as a *lead* cell of
/// width 2 followed by a *continuation* cell (empty text, width 0) carrying the same style;
/// ``Screen`` keeps that pairing intact whatever is drawn over it, so columns never shift.
///
/// ```swift
/// let a = Cell(glyph: Glyph("a")!, style: .bold)   // width 1
/// ```
public struct Cell: Hashable, Sendable {
    /// The grapheme shown, already sanitized by ``Glyph``; empty for a continuation cell.
    public var text: String
    /// Columns covered: 1 or more for a lead cell, 0 for a continuation cell.
    public var width: Int
    /// Colours and attributes.
    public var style: Style

    /// Creates a lead cell showing `glyph`.
    public init(glyph: Glyph, style: Style = .plain) {
        self.text = glyph.text
        self.width = glyph.width
        self.style = style
    }

    private init(text: String, width: Int, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the plain style: what an empty screen is made of.
    public static let blank = Cell.blank(.plain)

    /// A space in `style` (a blank keeps its background colour and reverse video).
    public static func blank(_ style: Style) -> Cell {
        Cell(text: " ", width: 1, style: style)
    }

    /// The right-hand part of a wide grapheme, which ncurses keeps implicitly.
    public static func continuation(_ style: Style) -> Cell {
        Cell(text: "", width: 0, style: style)
    }

    /// Whether this cell is the right-hand part of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
