import FuzzDriver
import AppCore
import AppStorage
import Foundation

/// Any bytes as a JSON export: decoding either fails with an ExchangeError or gives data
/// that AppCore accepts or refuses; nothing traps, hangs or leaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: start, count: count))
    guard let document = try? ExportDocument.decode(bytes), let data = try? document.data() else { return 0 }
    _ = AppData().importRefusal(data, at: Date(timeIntervalSinceReferenceDate: 0))
    return 0
}

/// The program's entry point (SwiftPM names it `FuzzJSONImport_main`): libFuzzer's driver.
@_cdecl("FuzzJSONImport_main")
public func fuzzJSONImportMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzJSONImport)
}
