import TerminalUI

/// How ncurses stores a grapheme: one `cchar_t` per spacing character, each carrying the
/// zero-width characters (combining marks, joiners, variation selectors) that follow it.
///
/// A ``Cell`` holds a whole grapheme; a grapheme made of several spacing characters (a ZWJ
/// emoji family, a flag) becomes several ncurses cells side by side, at the column offsets
/// returned here, which is how ncurses itself would split the same text.
enum CursesClusters {
    /// One ncurses cell's worth of a grapheme.
    struct Cluster: Hashable {
        /// The spacing character first, then up to four zero-width ones.
        var scalars: [Unicode.Scalar]
        /// The column offset from the grapheme's first column.
        var offset: Int
    }

    /// Splits the text of a lead cell (already sanitized by ``Glyph``) into ncurses cells.
    static func split(_ text: String) -> [Cluster] {
        var clusters: [Cluster] = []
        var column = 0
        for scalar in text.unicodeScalars {
            let width = DisplayWidth.of(scalar) ?? 1
            if width > 0 || clusters.isEmpty {
                clusters.append(Cluster(scalars: [scalar], offset: column))
                column += max(1, width)
            } else {
                clusters[clusters.count - 1].scalars.append(scalar)
            }
        }
        return clusters
    }
}
