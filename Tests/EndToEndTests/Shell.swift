import Foundation

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
    /// exited tmux client a zombie and never returned from `waitUntilExit` here.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
        let outPath = folder.appendingPathComponent("udf-e2e-out-\(UUID().uuidString)").path
        let errPath = folder.appendingPathComponent("udf-e2e-err-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let pid = try spawn(executable, arguments, output: outPath, error: errPath)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus,
                      output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                      error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// Starts `executable` with standard input from /dev/null and its output in two files,
    /// with an empty signal mask and default dispositions: the test threads block most
    /// signals, and a tmux server that inherited that mask never finished `kill-server`
    /// (every session's server and shell outlived the tests).
    static func spawn(_ executable: String, _ arguments: [String], output: String, error: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw ShellError(message: "cannot start \(executable): error \(spawned)") }
        return pid
    }
}
