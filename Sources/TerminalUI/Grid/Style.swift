/// A terminal colour: the terminal's own default, one of the eight standard colours, or an
/// entry of the 256-colour palette.
///
/// Backends map these to what the terminal offers; with `NO_COLOR` set every colour is
/// drawn as ``default`` while attributes (reverse video above all) are kept.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// Standard colour 0.
    case black
    /// Standard colour 1.
    case red
    /// Standard colour 2.
    case green
    /// Standard colour 3.
    case yellow
    /// Standard colour 4.
    case blue
    /// Standard colour 5.
    case magenta
    /// Standard colour 6.
    case cyan
    /// Standard colour 7.
    case white
    /// Entry `n` of the 256-colour palette (terminals with fewer colours show the default).
    case palette(UInt8)

    /// The palette index a terminal uses for this colour, or `nil` for ``default``.
    public var paletteIndex: Int? {
        switch self {
        case .default: nil
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .palette(let index): Int(index)
        }
    }
}

/// Text attributes a cell can carry, as an option set.
///
/// ```swift
/// let emphasis: TextAttributes = [.bold, .underline]
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped: the selection marker that survives `NO_COLOR`.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground and background colours plus attributes.
///
/// Styles are small values; build them from the presets and the modifiers:
///
/// ```swift
/// let selected = Style.reverse
/// let warning = Style(foreground: .red).adding(.bold)
/// ```
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The cell's background colour.
    public var background: Color
    /// Bold, dim, reverse and underline.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's own look.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look: no colour, no attribute.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(attributes: .bold)
    /// Dim text.
    public static let dim = Style(attributes: .dim)
    /// Reverse video, the selection highlight.
    public static let reverse = Style(attributes: .reverse)
    /// Underlined text.
    public static let underline = Style(attributes: .underline)

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
