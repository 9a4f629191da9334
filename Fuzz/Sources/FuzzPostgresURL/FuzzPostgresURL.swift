import Foundation
import FuzzDriver

// The URL reader of AppStoragePostgres, built from its own files (symbolic links here):
// they need nothing but the standard library, so the fuzz build need not build SwiftNIO
// and BoringSSL with the sanitizers.

/// What a password looks like in the inputs: each byte 0x01 of an input becomes it, so that
/// the fuzzer can put passwords anywhere.
let secret = "s3cr3t"

/// Any bytes as a URL, alone and after `postgres://`: reading never crashes; what a message
/// shows (the URL redacted, the reason it was refused) never lets a password through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPostgresURL(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    var bytes: [UInt8] = []
    for byte in UnsafeBufferPointer(start: start, count: count) {
        if byte == 1 { bytes += secret.utf8 } else { bytes.append(byte) }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for candidate in [text, "postgres://" + text] { check(candidate) }
    return 0
}

/// The properties of one candidate URL.
func check(_ candidate: String) {
    let shown = PostgresURL.redacting(candidate)
    if let read = try? PostgresURL(shown), read.parameters["password"]?.contains(secret) == true {
        fatalError("a password is still readable in \(shown)")
    }
    do {
        _ = try PostgresURL(candidate)
    } catch {
        if error.detail.contains(secret), !queryNames(of: candidate).contains(where: { $0.contains(secret) }) {
            fatalError("the message '\(error.detail)' shows more than a parameter's name of \(candidate)")
        }
    }
}

/// Every `name` of a `name=value` field after a `?` or `&`, percent-decoded where it can be:
/// what a refusal may quote. Split by unicode scalars, as the reader splits bytes: a `?`
/// followed by a combining mark is still a `?`.
func queryNames(of text: String) -> [String] {
    text.unicodeScalars.split(whereSeparator: { $0 == "?" || $0 == "&" }).map { field in
        let name = String(String.UnicodeScalarView(field.prefix { $0 != "=" }))
        return (try? PostgresURL.decode(ArraySlice(name.utf8), part: "")) ?? name
    }
}

/// The program: libFuzzer's driver on ``fuzzPostgresURL(_:_:)`` when built by Fuzz/run.sh, a
/// replay of the files named on the command line otherwise (``FuzzDriver/runFuzzer(_:_:_:)``).
@main enum FuzzPostgresURLProgram {
    static func main() {
        exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, fuzzPostgresURL))
    }
}
