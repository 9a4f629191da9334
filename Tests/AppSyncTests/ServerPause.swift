import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessTesting

/// A server that hangs: its postmaster and every process serving a connection stopped with
/// SIGSTOP (what a machine that sleeps, or a network that drops every packet, looks like to
/// its clients: connections stay open and nothing answers), until ``resume()`` or release.
final class ServerPause {
    private let postmaster: pid_t
    private var paused = false

    /// The postmaster of `server`: the first line of its `postmaster.pid`.
    init(_ server: ThrowawayServer) throws {
        let text = try String(contentsOfFile: server.folder + "/data/postmaster.pid", encoding: .utf8)
        guard let pid = text.split(separator: "\n").first.flatMap({ pid_t($0) }) else {
            throw PseudoTerminal.Failure(description: "no postmaster in \(server.folder)")
        }
        postmaster = pid
    }

    /// Stops the server's processes.
    func stop() throws {
        paused = true
        kill(postmaster, SIGSTOP)
        try signalChildren("-STOP")
    }

    /// Lets them run again.
    func resume() throws {
        guard paused else { return }
        paused = false
        try signalChildren("-CONT")
        kill(postmaster, SIGCONT)
    }

    deinit {
        try? resume()
    }

    /// `pkill SIGNAL -P postmaster`: the postmaster's children, found by their parent's id.
    private func signalChildren(_ signal: String) throws {
        let pid = try Spawn.start("/usr/bin/pkill", [signal, "-P", String(postmaster)], output: .file("/dev/null"), errors: "/dev/null")
        _ = Spawn.wait(for: pid)
    }
}
