import FuzzDriver
import AppCore
import AppStorage
import Foundation

/// Any bytes as a CSV sheet, into empty data and into data that already has a project.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let utc = TimeZone(identifier: "UTC") ?? .current
    for existing in [AppData(), SampleData.demo()] {
        guard let sheet = try? CSVImport(text: text, into: existing, now: now, timeZone: utc) else { continue }
        _ = existing.importRefusal(sheet.data, at: now)
    }
    return 0
}

/// The program: libFuzzer's driver on ``fuzzCSVImport(_:_:)`` when built by Fuzz/run.sh, a replay of
/// the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzCSVImportProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzCSVImport))
    }
}
