import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessTesting
import Testing

/// `udf-tui-lab` (the program with the tests' hooks) running as a child of the test: a
/// command, or the full-screen program on a ``PseudoTerminal``. Its output and errors go to
/// files in `home`, read once it ended; a line of output is written whole as soon as it is
/// acknowledged (`stress-writer`), so what a killed child printed is what it acknowledged.
final class LabProgram {
    /// The binary beside the test bundle, if it was built.
    static let path: String? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("udf-tui-lab").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    let pid: pid_t
    let arguments: [String]
    private let outputPath: String
    private let errorsPath: String
    /// How it ended (as a shell says it: 137 for SIGKILL), once it did.
    private(set) var status: Int32?

    /// Starts `udf-tui-lab arguments` with its data home in `home`; on `terminal` if given.
    init(_ arguments: [String], home: String, terminal: PseudoTerminal? = nil) throws {
        let name = home + "/run-" + UUID().uuidString
        outputPath = name + ".out"
        errorsPath = name + ".err"
        self.arguments = arguments
        let environment = ["HOME=\(home)", "XDG_DATA_HOME=\(home)/data", "TZ=UTC", "SWIFT_BACKTRACE=enable=no",
                           "TERM=xterm-256color", "LINES=24", "COLUMNS=80"]
        pid = try Spawn.start(Self.path ?? "/nonexistent", arguments, environment: environment,
                              output: .file(outputPath), errors: errorsPath, terminal: terminal?.device)
    }

    deinit {
        if status == nil { _ = kill() }
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    /// Kills it with SIGKILL (if it still runs) and reaps it; its status.
    @discardableResult
    func kill() -> Int32 {
        if let status { return status }
        killNow(pid)
        let ended = Spawn.wait(for: pid)
        status = ended
        return ended
    }

    /// Waits for it to end, at most `seconds` (then kills it and records an issue); its status.
    @discardableResult
    func finish(within seconds: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        if let status { return status }
        let deadline = Date().addingTimeInterval(seconds)
        var raw: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &raw, WNOHANG) == pid {
                let ended = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
                status = ended
                return ended
            }
            usleep(5_000)
        }
        Issue.record("udf-tui-lab \(arguments.joined(separator: " ")) did not end within \(seconds) s", sourceLocation: sourceLocation)
        return kill()
    }

    /// The whole lines it printed.
    var lines: [String] {
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What it printed on standard error.
    var errors: String {
        (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    }
}

/// SIGKILL to `pid` (a free function: inside ``LabProgram`` `kill` names its method).
private func killNow(_ pid: pid_t) {
    _ = kill(pid, SIGKILL)
}
