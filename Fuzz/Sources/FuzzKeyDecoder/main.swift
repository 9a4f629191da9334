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

/// The program's entry point (SwiftPM names it `FuzzKeyDecoder_main`): libFuzzer's driver.
@_cdecl("FuzzKeyDecoder_main")
public func fuzzKeyDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzKeyDecoder)
}
