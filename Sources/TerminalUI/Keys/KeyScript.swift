/// A readable script of key presses for tests and benchmarks: `"jjj<Enter>abc<Esc><C-r>"`.
///
/// Plain characters stand for themselves; a name in angle brackets is a special key:
/// `<Enter> <Esc> <Tab> <S-Tab> <BS> <Del> <Ins> <Up> <Down> <Left> <Right> <Home> <End>
/// <PgUp> <PgDn> <F1>...<F12> <Space> <lt>` (a literal `<`) and `<C-x>` for Ctrl-x. The
/// script becomes the bytes a terminal would send (xterm sequences), one read per token,
/// and those bytes are decoded by ``ByteKeyDecoder``: the same character decoding as the
/// terminal path, and a lone Esc stays a lone Esc.
///
/// ```swift
/// let keys = try KeyScript.keys("jj<Enter><C-r>")
/// // [.character("j"), .character("j"), .enter, .control("r")]
/// ```
public enum KeyScript {
    /// A script that names a key this type does not know, or leaves a `<` open.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was wrong, e.g. `unknown key <Foo> in key script`.
        public let description: String

        /// Creates an error with its message.
        public init(description: String) {
            self.description = description
        }
    }

    /// The key events `script` stands for, decoded through ``ByteKeyDecoder``.
    public static func keys(_ script: String) throws(SyntaxError) -> [KeyEvent] {
        try reads(script).flatMap(ByteKeyDecoder.decode)
    }

    /// The bytes `script` stands for, one array per terminal read.
    public static func reads(_ script: String) throws(SyntaxError) -> [[UInt8]] {
        var reads: [[UInt8]] = []
        var rest = Substring(script)
        while let open = rest.firstIndex(of: "<") {
            if open > rest.startIndex { reads.append(Array(rest[..<open].utf8)) }
            guard let close = rest[open...].firstIndex(of: ">") else {
                throw SyntaxError(description: "unclosed < in key script: \(rest[open...])")
            }
            reads.append(try bytes(named: String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { reads.append(Array(rest.utf8)) }
        return reads
    }

    private static let named: [String: String] = [
        "Enter": "\r", "Esc": "\u{1B}", "Tab": "\t", "S-Tab": "\u{1B}[Z", "BS": "\u{7F}",
        "Del": "\u{1B}[3~", "Ins": "\u{1B}[2~", "Up": "\u{1B}[A", "Down": "\u{1B}[B",
        "Right": "\u{1B}[C", "Left": "\u{1B}[D", "Home": "\u{1B}[H", "End": "\u{1B}[F",
        "PgUp": "\u{1B}[5~", "PgDn": "\u{1B}[6~", "Space": " ", "lt": "<",
        "F1": "\u{1B}OP", "F2": "\u{1B}OQ", "F3": "\u{1B}OR", "F4": "\u{1B}OS",
        "F5": "\u{1B}[15~", "F6": "\u{1B}[17~", "F7": "\u{1B}[18~", "F8": "\u{1B}[19~",
        "F9": "\u{1B}[20~", "F10": "\u{1B}[21~", "F11": "\u{1B}[23~", "F12": "\u{1B}[24~",
    ]

    private static func bytes(named name: String) throws(SyntaxError) -> [UInt8] {
        if let text = named[name] { return Array(text.utf8) }
        if name.hasPrefix("C-"), name.count == 3, let letter = name.last?.asciiValue,
           let code = controlCode(letter) {
            return [code]
        }
        throw SyntaxError(description: "unknown key <\(name)> in key script")
    }

    private static func controlCode(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): letter - 0x60
        case UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_"): letter - 0x40
        default: nil
        }
    }
}
