import CNcurses
import TerminalUI

/// The ncurses colour pairs in use, allocated on first use of each (foreground, background).
///
/// Pair 0 is the terminal's defaults. With colours off (`NO_COLOR`, or a terminal without
/// colours) every style maps to pair 0, and only attributes such as reverse video remain.
struct ColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    let enabled: Bool
    private let colorCount: Int
    private let pairLimit: Int32
    private var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1

    /// Pairs for the current ncurses screen; `enabled` only after `start_color()`.
    init(enabled: Bool) {
        self.enabled = enabled
        self.colorCount = enabled ? Int(cncurses_colors()) : 0
        self.pairLimit = enabled ? cncurses_color_pairs() : 0
    }

    /// The pair number for `style`'s colours, allocating it when new (0 when pairs run out).
    mutating func pair(for style: Style) -> Int32 {
        guard enabled else { return 0 }
        let key = Key(foreground: number(style.foreground), background: number(style.background))
        if key.foreground < 0, key.background < 0 { return 0 }
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit, init_extended_pair(nextPair, key.foreground, key.background) == OK else { return 0 }
        pairs[key] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// The ncurses colour number, or -1 (the default) for colours the terminal lacks.
    private func number(_ color: Color) -> Int32 {
        guard let index = color.paletteIndex, index < colorCount else { return -1 }
        return Int32(index)
    }

    /// The ncurses attribute bits for `attributes`.
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var bits: attr_t = 0
        if attributes.contains(.bold) { bits |= cncurses_a_bold() }
        if attributes.contains(.dim) { bits |= cncurses_a_dim() }
        if attributes.contains(.reverse) { bits |= cncurses_a_reverse() }
        if attributes.contains(.underline) { bits |= cncurses_a_underline() }
        return bits
    }
}
