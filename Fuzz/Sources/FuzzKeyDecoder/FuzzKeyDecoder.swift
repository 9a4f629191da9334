import Foundation
import FuzzDriver
import TerminalUI

/// Any bytes as terminal input: decoded in one read, and fed to the paste assembler in
/// chunks whose boundaries the first byte chooses, as ncurses would hand them over.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    _ = ByteKeyDecoder.decode(bytes)
    var assembler = PasteAssembler()
    let chunk = Int(bytes.first ?? 1) % 17 + 1
    var index = 0
    while index < bytes.count {
        for byte in bytes[index..<min(bytes.count, index + chunk)] {
            // Bytes above 0x7F stand for ncurses key codes, the rest for characters.
            let input: CursesInput = byte >= 0xF0 ? .keyCode(Int32(byte) + 0x100) : .character(UInt32(byte))
            _ = assembler.feed(input)
        }
        _ = assembler.endOfInput()
        index += chunk
    }
    _ = assembler.finishPaste()
    return 0
}

/// The program: libFuzzer's driver on ``fuzzKeyDecoder(_:_:)`` when built by Fuzz/run.sh, a replay of
/// the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzKeyDecoderProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzKeyDecoder))
    }
}
