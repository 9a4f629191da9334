import Foundation
import ProcessTesting

/// A program running beside the one in tmux — another writer on the same database — until
/// ``stop()``.
final class BackgroundProgram {
    private var pid: pid_t?
    private let output: String

    /// Starts `executable` with `arguments`, its output in a file of its own.
    init(_ executable: String, _ arguments: [String]) throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("udf-e2e-bg-\(UUID().uuidString)").path
        pid = try Shell.spawn(executable, arguments, output: output, error: output)
    }

    /// Stops it (SIGTERM) and waits for it; does nothing the second time.
    func stop() {
        guard let pid else { return }
        self.pid = nil
        kill(pid, SIGTERM)
        _ = Spawn.wait(for: pid)
        try? FileManager.default.removeItem(atPath: output)
    }

    deinit {
        stop()
    }
}

extension Program {
    /// Starts `udf-tui arguments` in the background.
    static func start(_ arguments: [String]) throws -> BackgroundProgram {
        try BackgroundProgram(path, arguments)
    }

    /// Creates a daily project `title` (km) holding `count` items (amounts 1, 2, …), through
    /// the commands for scripts.
    static func addItems(count: Int, to title: String, database: String) throws {
        let script = """
            "$0" projects add --db "$1" --title "$2" --units km --frequency daily >/dev/null || exit 1
            i=1; while [ $i -le $3 ]; do "$0" items add --db "$1" --project "$2" --amount $i >/dev/null || exit 1; i=$((i+1)); done
            """
        let result = try Shell.run("/bin/sh", ["-c", script, path, database, title, "\(count)"])
        guard result.status == 0 else { throw ShellError(message: "adding items: \(result.error)") }
    }
}
