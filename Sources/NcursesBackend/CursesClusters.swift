import CNcurses
import TerminalUI

/// How ncurses stores a grapheme: one `cchar_t` per spacing character, each carrying the
/// zero-width characters (combining marks, joiners, variation selectors) that follow it.
///
/// A ``Cell`` holds a whole grapheme; a grapheme made of several spacing characters (a
/// flag, emoji side by side) becomes several ncurses cells, at the column offsets given
/// here, which is how ncurses itself would split the same text.
enum CursesClusters {
    /// One ncurses cell's worth of a grapheme.
    struct Cluster: Hashable {
        /// The spacing character first, then up to four zero-width ones.
        var scalars: [Unicode.Scalar]
        /// The column offset from the grapheme's first column.
        var offset: Int
    }

    /// The ncurses cells of a lead cell's text (already sanitized by ``Glyph``).
    static func split(_ text: String) -> [Cluster] {
        var clusters: [Cluster] = []
        forEach(text) { characters, offset in
            var scalars: [Unicode.Scalar] = []
            var index = 0
            while characters[index] != 0 {
                scalars.append(Unicode.Scalar(UInt32(bitPattern: characters[index])) ?? "\u{FFFD}")
                index += 1
            }
            clusters.append(Cluster(scalars: scalars, offset: offset))
        }
        return clusters
    }

    /// Calls `body` with each ncurses cell of `text`: its characters, NUL-terminated as
    /// `setcchar` wants them (in a buffer reused between calls, no allocation), and its
    /// column offset.
    static func forEach(_ text: String, _ body: (UnsafePointer<wchar_t>, Int) -> Void) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
            guard let characters = buffer.baseAddress else { return }
            var count = 0, column = 0, offset = 0
            for scalar in text.unicodeScalars {
                let width = DisplayWidth.of(scalar) ?? 1
                if width > 0, count > 0 {
                    buffer[count] = 0
                    body(characters, offset)
                    count = 0
                }
                if width > 0 {
                    offset = column
                    column += width
                }
                guard count < 5 else { continue }
                buffer[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if count > 0 {
                buffer[count] = 0
                body(characters, offset)
            }
        }
    }
}
