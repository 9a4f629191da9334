#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Starting programs from tests, and waiting for them, for the test targets only (no product).
public enum Spawn {
    /// Where a started program's standard output goes.
    public enum Output {
        /// A file, created or truncated (mode 0600).
        case file(String)
        /// A descriptor the caller opened, a pipe's end say.
        case descriptor(Int32)
    }

    /// A program that could not be started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public let description: String
    }

    /// Starts `executable` with standard input from /dev/null, its output to `output` and
    /// its errors in the file `errors`, with an empty signal mask and default signal
    /// dispositions: test threads block most signals and children inherit that (a tmux
    /// server with that mask never finished `kill-server`). `environment` is the child's
    /// whole environment (`NAME=value`), or nil for this process's. With `terminal` (a
    /// pseudo-terminal's device), the child runs in a session of its own with that terminal
    /// as its input, output and errors (`output` and `errors` are then unused).
    public static func start(_ executable: String, _ arguments: [String], environment: [String]? = nil,
                             output: Output, errors: String, terminal: String? = nil) throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?    // an opaque pointer there, a struct on Linux
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminal {
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)    // the session's controlling terminal
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            switch output {
            case .file(let path): posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
            }
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        let session = terminal == nil ? 0 : newSession
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | session))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var pid: pid_t = 0
        let spawned: Int32
        if let environment {
            let envp = environment.map { strdup($0) } + [nil]
            defer { envp.forEach { free($0) } }
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        } else {
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, inheritedEnvironment)
        }
        argv.forEach { free($0) }
        guard spawned == 0 else { throw Failure(description: "cannot start \(executable): error \(spawned)") }
        return pid
    }

    /// Waits for the program `pid` to end and reaps it: its exit status, or 128 + the number
    /// of the signal that ended it, as a shell says it.
    ///
    /// It blocks, so it belongs to tests under ``OnOwnThreadTrait``, which it checks.
    ///
    /// ```swift
    /// let pid = try Spawn.start("/bin/true", [], output: .file("/dev/null"), errors: "/dev/null")
    /// #expect(Spawn.wait(for: pid) == 0)
    /// ```
    public static func wait(for pid: pid_t) -> Int32 {
        OwnThread.expectBlockingAllowed()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

/// `POSIX_SPAWN_SETSID`: glibc (2.26 and later) has it, but its header shows it only with
/// `_GNU_SOURCE`, which Swift's Glibc module does not define.
#if canImport(Glibc)
private let newSession: Int32 = 0x80
#else
private let newSession = Int32(POSIX_SPAWN_SETSID)
#endif

/// This process's environment, as `posix_spawn` takes it.
private var inheritedEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Glibc) || canImport(Musl)
    environ
    #else
    _NSGetEnviron().pointee    // Darwin does not export `environ` to Swift
    #endif
}
