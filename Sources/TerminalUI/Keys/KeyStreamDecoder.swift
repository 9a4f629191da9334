/// Turns a stream of terminal input, character by character, into keys: escape sequences
/// decoded whole, Alt-prefixed keys swallowed whole, and a bracketed paste made one
/// ``KeyEvent/paste(_:)``.
///
/// The ncurses backend feeds it every `wget_wch` result (ncurses decodes the sequences its
/// terminfo knows into key codes and hands the rest over as characters); ``ByteKeyDecoder``
/// feeds it the characters of one read. Input comes in *bursts*: what is already waiting
/// when the program reads. ``endOfInput()`` says a burst is over.
///
/// - An Esc is held until the next input. The end of the burst makes it a lone
///   ``KeyEvent/escape`` (ncurses has waited `ESCDELAY` for more by then).
/// - `ESC [` starts a CSI: parameter and intermediate bytes (0x20–0x3F) up to a final byte
///   (0x40–0x7E), all one key (``EscapeSequence``); `ESC O` starts an SS3 the same way. A
///   sequence no key has (`ESC [ 1 ; 5 A`, `ESC [ 99 ~`, `ESC [ 5 u`) gives nothing: never
///   an Esc and characters, which would run as commands (`ESC [ 1 ; 5 F` ending in `F`...).
/// - Esc followed by anything else is an Alt-prefixed key (`ESC d`, Alt-d), which no binding
///   names: nothing. So is an Esc before a sequence (`ESC ESC [ A`, Alt-↑ on some terminals).
/// - A sequence cut off by the end of a burst gives nothing either.
/// - `ESC [ 2 0 0 ~` starts a paste (``KeyStreamDecoder+Paste.swift``).
///
/// ```swift
/// var decoder = KeyStreamDecoder()
/// let keys = "j\u{1B}[4~\u{1B}d".unicodeScalars.flatMap { decoder.feed(.character($0.value)) }
/// // [.character("j"), .end]: Alt-d is nothing
/// ```
public struct KeyStreamDecoder: Sendable {
    /// Where in a sequence the input is.
    enum State: Hashable, Sendable {
        /// Between keys.
        case ground
        /// After an Esc; `alt` after two (an Alt-prefixed sequence follows).
        case escape(alt: Bool)
        /// Inside `ESC introducer …`, with the parameter bytes so far.
        case sequence(introducer: Unicode.Scalar, parameters: String, alt: Bool)
        /// After `ESC [ [` (the Linux console's F1–F5): one more character ends it.
        case linuxConsole(alt: Bool)
    }

    /// The longest parameter string kept; a longer one is read to its end and gives nothing.
    static let maximumParameters = 32

    var state = State.ground
    /// The paste under way, if one is.
    var paste: PasteText?
    /// Characters of the last paste left out past ``maximumPasteLength``.
    public internal(set) var droppedCharacters = 0

    /// A decoder between keys, outside any paste.
    public init() {}

    /// The keys `input` completes (none while a sequence or a paste is incomplete).
    public mutating func feed(_ input: CursesInput) -> [KeyEvent] {
        // A resize is news wherever it falls, and cuts nothing short.
        if input == .keyCode(CursesKeyCode.resize) { return [.resize] }
        if paste != nil { return continuePaste(input) }
        switch state {
        case .ground:
            guard case .character(0x1B) = input else { return CursesKeyDecoder.decode(input).map { [$0] } ?? [] }
            state = .escape(alt: false)
            return []
        case .escape(let alt):
            return afterEscape(input, alt: alt)
        case .sequence(let introducer, let parameters, let alt):
            return inSequence(input, introducer: introducer, parameters: parameters, alt: alt)
        case .linuxConsole(let alt):
            state = .ground
            guard case .character(let value) = input, let letter = Unicode.Scalar(value) else { return feed(input) }
            return alt ? [] : EscapeSequence.linuxConsoleKey(letter).map { [$0] } ?? []
        }
    }

    /// Whether an escape sequence has begun and not ended: a caller reading a terminal may
    /// wait a moment for the rest before ``endOfInput()`` (it arrives as it is typed).
    public var isInSequence: Bool {
        switch state {
        case .sequence, .linuxConsole: true
        case .ground, .escape: false
        }
    }

    /// Called when no more input is waiting: a held Esc is a key after all; a sequence cut
    /// short gives nothing. A paste under way goes on (``finishPaste()`` ends it).
    public mutating func endOfInput() -> [KeyEvent] {
        defer { state = .ground }
        return state == .escape(alt: false) ? [.escape] : []
    }

    private mutating func afterEscape(_ input: CursesInput, alt: Bool) -> [KeyEvent] {
        switch input {
        case .character(0x1B):
            state = .escape(alt: true)
        case .character(0x5B), .character(0x4F):   // "[", "O"
            let introducer: Unicode.Scalar = input == .character(0x5B) ? "[" : "O"
            state = .sequence(introducer: introducer, parameters: "", alt: alt)
        case .character, .keyCode:
            // Alt with a character, or with a key ncurses decoded: no binding names it.
            state = .ground
        }
        return []
    }

    private mutating func inSequence(_ input: CursesInput, introducer: Unicode.Scalar,
                                     parameters: String, alt: Bool) -> [KeyEvent] {
        guard case .character(let value) = input, let scalar = Unicode.Scalar(value), scalar.isASCII,
              (0x20...0x7E).contains(value) else {
            // A control character or a key code cuts the sequence off; it counts on its own.
            state = .ground
            return feed(input)
        }
        guard (0x40...0x7E).contains(value) else {
            var parameters = parameters
            if parameters.utf8.count <= Self.maximumParameters { parameters.unicodeScalars.append(scalar) }
            state = .sequence(introducer: introducer, parameters: parameters, alt: alt)
            return []
        }
        state = .ground
        if introducer == "[", parameters.isEmpty, scalar == "[" {
            state = .linuxConsole(alt: alt)
            return []
        }
        guard parameters.utf8.count <= Self.maximumParameters else { return [] }
        if introducer == "[", parameters == "200", scalar == "~" {
            startPaste()
            return []
        }
        return alt ? [] : EscapeSequence.key(introducer: introducer, parameters: parameters, final: scalar).map { [$0] } ?? []
    }
}
