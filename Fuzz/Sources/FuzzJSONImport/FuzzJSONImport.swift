import FuzzDriver
import AppCore
import AppStorage
import Foundation

/// Any bytes as a JSON export: decoding either fails with an ExchangeError or gives data
/// that AppCore accepts or refuses; nothing traps, hangs or leaks. The streamed reader of
/// large files (a byte-level splitter, then `JSONDecoder` a slice at a time), fed the same
/// bytes in chunks of 1 to 64 bytes and slices of 1 to 4 items (both chosen by the first
/// byte), accepts exactly the files the whole-file decoder accepts and reads the same
/// contents from them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: start, count: count))
    let shape = Int(bytes.first ?? 0)
    let (whole, streamed) = ExportReadingComparison.read(bytes, chunkSize: shape % 64 + 1, sliceSize: shape / 64 + 1)
    if whole != streamed {
        preconditionFailure("the streamed reader disagrees with the whole-file decoder: \(whole == nil ? "refused" : "read") against \(streamed == nil ? "refused" : "read")")
    }
    guard let document = try? ExportDocument.decode(bytes), let data = try? document.data() else { return 0 }
    _ = AppData().importRefusal(data, at: Date(timeIntervalSinceReferenceDate: 0))
    return 0
}

/// The program: libFuzzer's driver on ``fuzzJSONImport(_:_:)`` when built by Fuzz/run.sh, a replay of
/// the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzJSONImportProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzJSONImport))
    }
}
