import Foundation
import FuzzDriver
import TerminalUI

/// Any bytes as keys typed into a field: the editor's cursor and scroll always stay inside
/// the text, whatever the keys, the field's width and the pastes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineEditor(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let width = Int(first % 40) + 1
    var editor = LineEditor(String(decoding: bytes.prefix(8), as: UTF8.self))
    for key in ByteKeyDecoder.decode(Array(bytes.dropFirst())) {
        if case .paste(let text) = key {
            _ = editor.paste(text, fieldWidth: width)
        } else {
            _ = editor.handle(key, fieldWidth: width)
        }
        let length = editor.text.count
        if editor.cursor < 0 || editor.cursor > length || editor.scroll < 0 || editor.scroll > max(0, editor.cursor) {
            fatalError("the editor lost its place: cursor \(editor.cursor), scroll \(editor.scroll), \(length) characters")
        }
    }
    return 0
}

/// The program: libFuzzer's driver on ``fuzzLineEditor(_:_:)`` when built by Fuzz/run.sh, a replay of
/// the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzLineEditorProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzLineEditor))
    }
}
