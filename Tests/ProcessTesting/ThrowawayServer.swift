import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server of one test's own, for tests that stop and start it: started with
/// `scripts/test-postgres.sh` in a new folder under /tmp (as root the server runs as the
/// `postgres` user, which cannot reach root's home), stopped and removed when released.
/// Starting, stopping and releasing it wait for the script: for tests under `.onOwnThread`.
public final class ThrowawayServer {
    /// The server's folder: its data, its socket, its certificates.
    public let folder = "/tmp/udf-pg-" + UUID().uuidString
    /// The URL of its user `udf` (no password).
    public private(set) var url = ""

    /// Whether this machine has PostgreSQL's `initdb` and `pg_ctl`, where the script
    /// looks for them.
    public static let isAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init)
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).map { "/usr/lib/postgresql/\($0)/bin" }
        return folders.contains { FileManager.default.isExecutableFile(atPath: $0 + "/pg_ctl") && FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
    }()

    /// `scripts/test-postgres.sh`, found from this file's place in the package.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/test-postgres.sh").path

    /// Starts a server in a new folder.
    public init() throws {
        url = try Self.run(["start", folder])
    }

    /// A server that also takes TLS connections on 127.0.0.1 at a free port, with a
    /// certificate authority of its own (``tlsFile(_:)``), a certificate for `localhost`,
    /// and a user `udfcert` that logs in with a client certificate; ``url`` is `udf`'s on
    /// `localhost`, without `sslmode`.
    public init(tls: Void) throws {
        url = try Self.run(["start-tls", folder, String(try Self.freePort())])
    }

    /// A server that also takes TCP connections on 127.0.0.1 and ::1 at a free port
    /// (``port``) where every user logs in with a password (scram-sha-256); ``url`` is `udf`'s
    /// on the Unix socket, without a password, to make the users.
    public init(passwords: Void) throws {
        port = try Self.freePort()
        url = try Self.run(["start-scram", folder, String(port)])
    }

    /// The TCP port of a server made with ``init(passwords:)``; 0 otherwise.
    public private(set) var port = 0

    /// A file the TLS server's set-up made: `ca.crt`, `client.crt`, `client.key`.
    public func tlsFile(_ name: String) -> String {
        folder + "/tls/" + name
    }

    /// A TCP port of 127.0.0.1 that nothing listens on now, as the system chose it.
    private static func freePort() throws -> Int {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Spawn.Failure(description: "cannot create a socket") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw Spawn.Failure(description: "cannot bind a socket to 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops the server at once, as a crash would (`pg_ctl stop -m immediate`: no
    /// checkpoint, connections cut; it recovers from its log on the next start), then
    /// starts it again.
    public func restart() throws {
        _ = try Self.run(["stop", folder, "immediate"])
        url = try Self.run(["start", folder])
    }

    /// Stops the server (as `restart()` does), until ``start()``.
    public func stop() throws {
        _ = try Self.run(["stop", folder, "immediate"])
    }

    /// Starts the server stopped by ``stop()``.
    public func start() throws {
        url = try Self.run(["start", folder])
    }

    /// Dumps the database of ``url`` (`postgres`) with `pg_dump -Fc` into `file`: a backup.
    public func dump(to file: String) throws {
        try Self.tool("pg_dump", ["-Fc", "-f", file, "-h", folder, "-U", "udf", "-d", "postgres"])
    }

    /// Restores the dump `file` over the database of ``url`` (`pg_restore --clean`: its tables
    /// dropped and made again, with the rows the dump holds): the server restored from a
    /// backup. Nothing may be connected to it meanwhile.
    public func restore(from file: String) throws {
        try Self.tool("pg_restore", ["--clean", "--if-exists", "-h", folder, "-U", "udf", "-d", "postgres", file])
    }

    /// Runs the PostgreSQL client program `name` (from PATH, else Debian's folder) to its end.
    private static func tool(_ name: String, _ arguments: [String]) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []).map { "/usr/lib/postgresql/\($0)/bin" }
        guard let executable = folders.map({ $0 + "/" + name }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Spawn.Failure(description: "\(name) not found")
        }
        let errorsPath = temporaryFile("err")
        defer { try? FileManager.default.removeItem(atPath: errorsPath) }
        let pid = try Spawn.start(executable, arguments, output: .file("/dev/null"), errors: errorsPath)
        guard Spawn.wait(for: pid) == 0 else {
            throw Spawn.Failure(description: "\(name): " + ((try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""))
        }
    }

    deinit {
        _ = try? Self.run(["stop", folder])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the script and returns what it printed. Spawned and reaped by hand: Foundation's
    /// `Process` never returned from `waitUntilExit` once the script had started a server.
    private static func run(_ arguments: [String]) throws -> String {
        let outputPath = temporaryFile("out"), errorsPath = temporaryFile("err")
        defer { [outputPath, errorsPath].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Spawn.Failure(description: "cannot create \(outputPath)") }
        let pid = try Spawn.start("/bin/bash", [script] + arguments, output: .descriptor(output), errors: errorsPath)
        close(output)
        let status = Spawn.wait(for: pid)
        let printed = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
            throw Spawn.Failure(description: "test-postgres.sh \(arguments.joined(separator: " ")): \(errors)")
        }
        return printed.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func temporaryFile(_ name: String) -> String {
        NSTemporaryDirectory() + "udf-pg-script-\(name)-" + UUID().uuidString
    }
}

