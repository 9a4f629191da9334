/// Turns a bracketed paste (`ESC [ 2 0 0 ~` … `ESC [ 2 0 1 ~`) in a stream of ncurses input
/// into one ``KeyEvent/paste(_:)``, and everything else into keys as ``CursesKeyDecoder``
/// decodes them.
///
/// ncurses does not know the paste markers, so they arrive as characters: an Esc held here
/// until the next input says whether a marker starts. Inside a paste, every character is
/// text (a newline or an Esc included: pasted text never runs as keys) until the end marker;
/// a paste may span any number of reads. At most ``maximumLength`` characters are kept; the
/// rest is counted in ``droppedCharacters`` and left out.
///
/// ```swift
/// var assembler = PasteAssembler()
/// let keys = "\u{1B}[200~today\u{1B}[201~".unicodeScalars.flatMap { assembler.feed(.character($0.value)) }
/// // [.paste("today")]
/// ```
public struct PasteAssembler: Sendable {
    /// The most characters one paste keeps.
    public static let maximumLength = 1_000_000
    static let start = Array("\u{1B}[200~".unicodeScalars.map(\.value))
    static let end = Array("\u{1B}[201~".unicodeScalars.map(\.value))

    /// Inputs that may be the start of a paste marker, not yet decoded.
    private var held: [CursesInput] = []
    /// The text of the paste under way, if one is.
    private var pasted: String.UnicodeScalarView?
    /// How many characters the paste under way holds.
    private var pastedCount = 0
    /// How many characters of the end marker the paste's last inputs matched.
    private var endMatched = 0
    /// Characters of the last paste left out past ``maximumLength``.
    public private(set) var droppedCharacters = 0

    /// An assembler outside any paste.
    public init() {}

    /// Whether a paste is under way (its end marker has not arrived).
    public var isPasting: Bool { pasted != nil }

    /// The keys `input` completes (none while a marker or a paste is incomplete).
    public mutating func feed(_ input: CursesInput) -> [KeyEvent] {
        if pasted != nil { return continuePaste(input) }
        guard case .character(let value) = input, !held.isEmpty || value == Self.start[0] else {
            return CursesKeyDecoder.decode(input).map { [$0] } ?? []
        }
        guard value == Self.start[held.count] else {
            return releaseHeld() + feed(input)
        }
        held.append(input)
        guard held.count == Self.start.count else { return [] }
        held.removeAll()
        pasted = String.UnicodeScalarView()
        pastedCount = 0
        droppedCharacters = 0
        return []
    }

    /// Called when no more input is waiting: an Esc held for a marker is a key after all. A
    /// paste under way goes on waiting for its end.
    public mutating func endOfInput() -> [KeyEvent] {
        releaseHeld()
    }

    /// Ends a paste whose end marker never came (the caller decides how long to wait) and
    /// returns it; nothing when no paste is under way.
    public mutating func finishPaste() -> [KeyEvent] {
        guard var text = pasted else { return [] }
        // The start of an end marker that never completed is text too.
        text.append(contentsOf: Self.end.prefix(endMatched).compactMap(Unicode.Scalar.init))
        pasted = nil
        endMatched = 0
        return [.paste(String(text))]
    }

    private mutating func releaseHeld() -> [KeyEvent] {
        defer { held.removeAll() }
        return held.compactMap(CursesKeyDecoder.decode)
    }

    private mutating func continuePaste(_ input: CursesInput) -> [KeyEvent] {
        // A key code inside a paste (ncurses decoded an escape sequence in the text) is no text.
        guard case .character(let value) = input else { return [] }
        if value == Self.end[endMatched] {
            endMatched += 1
            if endMatched == Self.end.count {
                let text = pasted ?? String.UnicodeScalarView()
                pasted = nil
                endMatched = 0
                return [.paste(String(text))]
            }
            return []
        }
        if endMatched > 0 {
            let partial = Self.end.prefix(endMatched)
            endMatched = 0
            partial.compactMap(Unicode.Scalar.init).forEach { append($0) }
            return continuePaste(input)
        }
        if let scalar = Unicode.Scalar(value) { append(scalar) }
        return []
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        guard pastedCount < Self.maximumLength else {
            droppedCharacters += 1
            return
        }
        pasted?.append(scalar)
        pastedCount += 1
    }
}
