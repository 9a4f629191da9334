/// Bracketed paste: the terminal wraps pasted text in `ESC [ 2 0 0 ~` … `ESC [ 2 0 1 ~`.
///
/// Inside a paste every character is text (a newline, an Esc, an escape sequence: pasted
/// text never runs as keys) until the end marker; a paste may span any number of bursts.
///
/// The protocol is ambiguous when the pasted text itself holds `ESC [ 2 0 1 ~`: xterm and
/// tmux send it as it is, so the first end marker may not be the last. The terminal writes
/// a paste in one go, and a person cannot type within the same burst, so the end marker
/// ends the paste only once the burst is over: input that follows it in the same burst
/// (before ``endOfInput()``, or before the caller's short wait runs out) means the marker
/// was text, and the paste goes on, the marker in it. `hello ESC[201~ dy` pasted on a list
/// is then one paste, never `d` `y`. (kitty strips the marker from pasted text instead;
/// that protects only kitty's users.)
extension KeyStreamDecoder {
    /// The text of a paste under way.
    struct PasteText: Sendable {
        /// The characters so far (at most ``KeyStreamDecoder/maximumPasteLength``).
        var text = String.UnicodeScalarView()
        /// How many characters ``text`` holds.
        var count = 0
        /// How many characters of the end marker the last inputs matched.
        var endMatched = 0
    }

    /// The most characters one paste keeps; the rest are counted in ``droppedCharacters``.
    public static let maximumPasteLength = 1_000_000
    static let pasteEnd = Array("\u{1B}[201~".unicodeScalars)

    /// Whether a paste is under way: its end marker has not come, or came in the burst
    /// still being read (``pasteEndArrived``). The caller ends it with ``finishPaste()``.
    public var isPasting: Bool { paste != nil }

    /// Whether the paste's end marker has come: once no input follows it in the same burst,
    /// the caller ends the paste with ``finishPaste()``.
    public var pasteEndArrived: Bool { paste?.endMatched == Self.pasteEnd.count }

    /// Ends the paste under way and returns it: when its end marker came and the burst is
    /// over, or when the marker never came (the caller decides how long to wait). Nothing
    /// when no paste is under way.
    public mutating func finishPaste() -> [KeyEvent] {
        guard var ending = paste.take() else { return [] }
        if ending.endMatched < Self.pasteEnd.count {
            // The start of an end marker that never completed is text too.
            Self.pasteEnd.prefix(ending.endMatched).forEach { append($0, to: &ending) }
        }
        return [.paste(String(ending.text))]
    }

    mutating func startPaste() {
        paste = PasteText()
        droppedCharacters = 0
    }

    mutating func continuePaste(_ input: CursesInput) -> [KeyEvent] {
        // Taken out while it grows, so its text is never shared, and never copied.
        guard var pasting = paste.take() else { return [] }
        defer { paste = pasting }
        if pasting.endMatched == Self.pasteEnd.count {
            // More in the same burst: the end marker was pasted text.
            Self.pasteEnd.forEach { append($0, to: &pasting) }
            pasting.endMatched = 0
        }
        // A key code inside a paste (ncurses decoded an escape sequence in the text) is no text.
        guard case .character(let value) = input, let scalar = Unicode.Scalar(value) else { return [] }
        if scalar != Self.pasteEnd[pasting.endMatched], pasting.endMatched > 0 {
            Self.pasteEnd.prefix(pasting.endMatched).forEach { append($0, to: &pasting) }
            pasting.endMatched = 0
        }
        if scalar == Self.pasteEnd[pasting.endMatched] {
            pasting.endMatched += 1
        } else {
            append(scalar, to: &pasting)
        }
        return []
    }

    private mutating func append(_ scalar: Unicode.Scalar, to pasting: inout PasteText) {
        guard pasting.count < Self.maximumPasteLength else {
            droppedCharacters += 1
            return
        }
        pasting.text.append(scalar)
        pasting.count += 1
    }
}
