import Foundation
import ProcessTesting
import Testing

/// The built program, run as a separate process: `udf-tui-lab`, the shipped `udf-tui` with
/// the hooks tests need (`UDF_TUI_NOW` fixes "now"; `stress-writer`).
///
/// `swift build --build-tests` puts it next to the test bundle, in the same build folder.
enum Program {
    /// The path of the `udf-tui-lab` binary beside the running test bundle, if it was built.
    static let path: String? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("udf-tui-lab").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var errors: String

        /// The lines of standard error.
        var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
    }

    /// Runs `udf-tui` with arguments in a fixed environment: UTC, a fixed "now", and a
    /// data home inside `home`; through the command `prefix` if one is given (`setpriv …`
    /// to run as another user). Records an issue if the program was not built.
    static func run(_ arguments: [String], home: String, input: Data? = nil, environment extra: [String: String] = [:], as prefix: [String] = []) throws -> Result {
        guard let path else {
            Issue.record("udf-tui was not built next to the tests; run `swift build --build-tests`")
            return Result(status: -1, output: "", errors: "")
        }
        let environment = [
            "TZ": "UTC", "HOME": home, "XDG_DATA_HOME": home + "/data",
            "UDF_TUI_NOW": "2025-06-15T12:00:00Z", "SWIFT_BACKTRACE": "enable=no",
        ].merging(extra) { $1 }
        guard let runner = prefix.first else { return try launch(path, arguments, environment: environment) }
        return try launch(runner, prefix.dropFirst() + [path] + arguments, environment: environment)
    }

    /// Runs `executable` with `arguments` and exactly `environment`, and waits for it: a
    /// blocking wait, for suites that run on threads of their own (`.onOwnThread`).
    static func launch(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        OwnThread.expectBlockingAllowed()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self)
        )
    }
}
