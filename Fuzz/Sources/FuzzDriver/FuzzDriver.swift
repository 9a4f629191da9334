#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz target's function: one input, as libFuzzer calls it.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
/// libFuzzer's driver, `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *, size_t))`,
/// linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzTarget
) -> CInt
#endif

/// Runs the program's arguments through `target`.
///
/// SwiftPM links an executable's `main` to `<Target>_main`, which keeps libFuzzer's own
/// `main` out; each target's `<Target>_main` calls this instead. Built by Fuzz/run.sh
/// (`-sanitize=fuzzer -DFUZZING`) it is libFuzzer's driver, with libFuzzer's arguments. In
/// a plain build (the targets are part of the package, so `swift build` links them too) it
/// runs each file named on the command line through `target` once, and says how many: a
/// corpus or a crash artifact replayed without the sanitizers
/// (`swift run FuzzCSVImport Fuzz/Corpus/FuzzCSVImport/*`).
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget) -> CInt {
    #if FUZZING
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, target)
    #else
    var replayed = 0
    for index in 1..<Int(max(argc, 1)) {
        guard let path = argv?[index].map({ String(cString: $0) }), let bytes = contents(of: path) else {
            print("cannot read argument \(index)")
            return 1
        }
        _ = bytes.withUnsafeBufferPointer { target($0.baseAddress, $0.count) }
        replayed += 1
    }
    print("replayed \(replayed) inputs without the fuzzer (Fuzz/run.sh fuzzes)")
    return 0
    #endif
}

/// The bytes of the file at `path`, or nil.
private func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let read = fread(&buffer, 1, buffer.count, file)
        if read > 0 { bytes.append(contentsOf: buffer[0..<read]) }
        if read < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
}
