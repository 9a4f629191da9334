/// Decodes raw terminal input bytes (UTF-8 text and xterm escape sequences) into key events.
///
/// The ncurses backend lets ncurses decode escape sequences; this decoder serves key
/// scripts and tests, where input is bytes. Characters go through the same
/// ``KeyEvent/init(scalar:)`` as the ncurses path. One call decodes one *read*: an Esc at
/// the end of a chunk is a lone ``KeyEvent/escape`` (as ncurses decides after `ESCDELAY`).
///
/// A bracketed paste (`ESC [ 2 0 0 ~` … `ESC [ 2 0 1 ~`) becomes one ``KeyEvent/paste(_:)``;
/// one left open runs to the end of the chunk.
///
/// ```swift
/// ByteKeyDecoder.decode(Array("j\u{1B}[A".utf8))   // [.character("j"), .up]
/// ```
public enum ByteKeyDecoder {
    static let pasteStart = Array("\u{1B}[200~".utf8)
    static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// The keys in one chunk of input; undecodable bytes are skipped.
    public static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
        var keys: [KeyEvent] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: pasteStart) {
                let text = index + pasteStart.count
                let end = firstIndex(of: pasteEnd, in: bytes, from: text) ?? bytes.count
                keys.append(.paste(String(decoding: bytes[text..<end], as: UTF8.self)))
                index = min(bytes.count, end + pasteEnd.count)
            } else if bytes[index] == 0x1B, index + 1 < bytes.count, let (key, length) = escapeSequence(bytes, at: index) {
                if let key { keys.append(key) }
                index += length
            } else if let (scalar, length) = utf8Scalar(bytes, at: index) {
                if let key = KeyEvent(scalar: scalar) { keys.append(key) }
                index += length
            } else {
                index += 1
            }
        }
        return keys
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + marker.count <= bytes.count {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }

    /// Decodes `ESC [ params final` and `ESC O final` at `start`; `nil` when the bytes after
    /// Esc start no sequence (the Esc is then a key of its own).
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (KeyEvent?, Int)? {
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return nil }
        var end = start + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let key = introducer == UInt8(ascii: "O")
            ? ss3Key(bytes[end]) : csiKey(final: bytes[end], parameters: parameters)
        return (key, end - start + 1)
    }

    private static func ss3Key(_ final: UInt8) -> KeyEvent? {
        switch final {
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "M"): .enter
        default: csiKey(final: final, parameters: "")
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> KeyEvent? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"): return tildeKey(parameters.split(separator: ";").first.flatMap { Int($0) })
        default: return nil
        }
    }

    private static let tildeKeys: [Int: KeyEvent] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    private static func tildeKey(_ code: Int?) -> KeyEvent? {
        code.flatMap { tildeKeys[$0] }
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
