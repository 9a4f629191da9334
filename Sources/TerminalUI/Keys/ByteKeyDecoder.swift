/// Decodes raw terminal input bytes (UTF-8 text and escape sequences) into key events.
///
/// The ncurses backend reads through ncurses; this decoder serves key scripts and tests,
/// where input is bytes. Both go through the same ``KeyStreamDecoder``: one call decodes
/// one *read*, a burst, so an Esc at the end of a chunk is a lone ``KeyEvent/escape`` (as
/// ncurses decides after `ESCDELAY`), an escape sequence is one key or nothing (Alt-d,
/// Ctrl-↑ and sequences no key has give nothing), and a bracketed paste (`ESC [ 2 0 0 ~` …
/// `ESC [ 2 0 1 ~`) becomes one ``KeyEvent/paste(_:)`` that runs to the end of the chunk
/// when anything follows its end marker, or when the marker is missing.
///
/// ```swift
/// ByteKeyDecoder.decode(Array("j\u{1B}[A\u{1B}d".utf8))   // [.character("j"), .up]
/// ```
public enum ByteKeyDecoder {
    /// The keys in one chunk of input; bytes that are not UTF-8 are skipped.
    public static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
        var decoder = KeyStreamDecoder()
        var keys: [KeyEvent] = []
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = utf8Scalar(bytes, at: index) {
                keys += decoder.feed(.character(scalar.value))
                index += length
            } else {
                index += 1
            }
        }
        return keys + decoder.endOfInput() + decoder.finishPaste()
    }

    private static func utf8Scalar(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[start]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, start + length <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[start..<(start + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, length)
    }
}
