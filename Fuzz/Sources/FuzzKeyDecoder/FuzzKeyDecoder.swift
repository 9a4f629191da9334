import Foundation
import FuzzDriver
import TerminalUI

/// Any bytes as terminal input. The first byte picks what is checked, the rest is the input:
///
/// - 0: decoded in one read (``ByteKeyDecoder``), and fed to a ``KeyStreamDecoder`` in bursts
///   whose size the second byte chooses, as ncurses would hand them over (bytes from 0xF0
///   stand for ncurses key codes): nothing may trap.
/// - 1: the input pasted, `ESC[200~` input `ESC[201~`: one paste, holding exactly the input
///   when it is UTF-8, whatever it holds (end markers, escape sequences, newlines).
/// - 2: an escape sequence built from the input (`ESC [` or `ESC O`, parameter and
///   intermediate bytes, a final byte), then `dy`: one key or nothing, never characters or
///   an Esc, and `d` `y` after it (found at once: the oracle had forbidden Enter, which
///   keypad Enter, `ESC O M`, is).
/// - 3: Esc and a character from the input (Alt-x), then `dy`: `d` `y` only.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let input = Array(bytes.dropFirst())
    switch bytes[0] % 4 {
    case 0: decodeInBursts(input)
    case 1: checkPaste(input)
    case 2: checkSequence(input)
    default: checkAltKey(input)
    }
    return 0
}

private let escape: UInt8 = 0x1B
private let dy = Array("dy".utf8)

private func decodeInBursts(_ input: [UInt8]) {
    _ = ByteKeyDecoder.decode(input)
    var decoder = KeyStreamDecoder()
    let burst = Int(input.first ?? 1) % 17 + 1
    var index = 0
    while index < input.count {
        for byte in input[index..<min(input.count, index + burst)] {
            let next: CursesInput = byte >= 0xF0 ? .keyCode(Int32(byte) + 0x100) : .character(UInt32(byte))
            _ = decoder.feed(next)
        }
        _ = decoder.endOfInput()
        if decoder.pasteEndArrived { _ = decoder.finishPaste() }
        index += burst
    }
    _ = decoder.finishPaste()
}

private func checkPaste(_ text: [UInt8]) {
    let keys = ByteKeyDecoder.decode(Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8))
    guard keys.count == 1, case .paste(let pasted) = keys[0] else { fatalError("a paste became \(keys)") }
    if let expected = String(validating: text, as: UTF8.self), expected.unicodeScalars.count <= KeyStreamDecoder.maximumPasteLength {
        precondition(pasted.unicodeScalars.elementsEqual(expected.unicodeScalars), "pasted \(expected.debugDescription) became \(pasted.debugDescription)")
    }
}

private func checkSequence(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let introducer = first & 1 == 0 ? UInt8(ascii: "[") : UInt8(ascii: "O")
    let body = input.dropFirst()
    let parameters = body.dropLast().map { 0x20 + $0 % 0x20 }              // 0x20–0x3F
    let final = 0x40 + (body.last ?? 0) % 0x3F                             // 0x40–0x7E
    // ESC [ 2 0 0 ~ starts a paste; ESC [ [ takes one more character (the Linux console's F1–F5).
    if introducer == UInt8(ascii: "["), parameters == Array("200".utf8), final == UInt8(ascii: "~") { return }
    if introducer == UInt8(ascii: "["), parameters.isEmpty, final == UInt8(ascii: "[") { return }
    let keys = ByteKeyDecoder.decode([escape, introducer] + parameters + [final] + dy)
    let sequenceKeys = keys.dropLast(2)
    precondition(Array(keys.suffix(2)) == [.character("d"), .character("y")] && sequenceKeys.count <= 1,
                 "a sequence with \(parameters) \(final) became \(keys)")
    // A known key (ESC O M is keypad Enter), or nothing: never a character, never an Esc.
    for key in sequenceKeys {
        if case .character = key { fatalError("a sequence became a character: \(keys)") }
        precondition(key != .escape, "a sequence became \(keys)")
    }
}

private func checkAltKey(_ input: [UInt8]) {
    guard let character = String(decoding: input.prefix(4), as: UTF8.self).unicodeScalars.first,
          character != "[", character != "O", character != "\u{1B}" else { return }
    let keys = ByteKeyDecoder.decode([escape] + Array(String(character).utf8) + dy)
    precondition(keys == [.character("d"), .character("y")], "Alt-\(character.debugDescription) then dy became \(keys)")
}

/// The program: libFuzzer's driver on ``fuzzKeyDecoder(_:_:)`` when built by Fuzz/run.sh, a
/// replay of the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzKeyDecoderProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzKeyDecoder))
    }
}
