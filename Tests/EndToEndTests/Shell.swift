import Foundation
import ProcessTesting

struct ShellError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Runs a program to completion and collects what it printed.
enum Shell {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// Output goes to files, not pipes: `tmux new-session` leaves a server behind that
    /// inherits the descriptors, and a pipe would then never reach its end. The child is
    /// started with `posix_spawn` and reaped with `waitpid`: Foundation's `Process` left the
    /// exited tmux client a zombie and never returned from `waitUntilExit` here. It blocks:
    /// the end-to-end suites run on threads of their own (`.onOwnThread`).
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
        let outPath = folder.appendingPathComponent("udf-e2e-out-\(UUID().uuidString)").path
        let errPath = folder.appendingPathComponent("udf-e2e-err-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let pid = try spawn(executable, arguments, output: outPath, error: errPath)
        let exitStatus = Spawn.wait(for: pid)
        return Result(status: exitStatus,
                      output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                      error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// Starts `executable` with its output and errors in two files (see `Spawn.start`).
    static func spawn(_ executable: String, _ arguments: [String], output: String, error: String) throws -> pid_t {
        try Spawn.start(executable, arguments, output: .file(output), errors: error)
    }
}
