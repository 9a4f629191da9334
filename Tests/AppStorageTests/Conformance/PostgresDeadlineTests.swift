@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// No network wait is for ever: a server that stops answering (SIGSTOP) fails a write and a
/// new connection in one line each, after their deadlines, and once it answers again the next
/// write goes through; a TCP connection sends keepalives, which find a peer that vanished.
@Suite(.enabled(if: ThrowawayServer.isAvailable || ConformanceServer.isRequired, "no initdb/pg_ctl: the deadline cases are skipped"), .onOwnThread)
struct PostgresDeadlineTests {
    // A guard against a deadline that never fires, not a speed check: making a server of its
    // own (initdb) takes minutes on a loaded machine, and the test may wait for its turn.
    @Test(.timeLimit(.minutes(10)))
    func aServerThatStopsAnsweringFailsEachWaitInOneLineAndIsUsedAgainOnceItAnswers() throws {
        let server = try ThrowawayServer()
        var location = try PostgresLocation(parsing: server.url)
        location.answerTimeout = 1
        location.connectTimeout = 2
        let storage = try PostgresStorage.open(location)
        defer { storage.close() }
        try storage.write(DataChange(from: AppData(), to: twoProjects))
        let backend = try #require(try storage.connection.query("SELECT pg_backend_pid()").first?.decode(Int32.self))
        let postmaster = try #require(Self.postmaster(of: server))
        // When the server and the process serving this connection stop (SIGSTOP)
        kill(postmaster, SIGSTOP)
        kill(backend, SIGSTOP)
        defer {
            kill(backend, SIGCONT)
            kill(postmaster, SIGCONT)
        }
        // Then a write fails at its deadline, and so does a new connection
        #expect(throws: StorageError.unreachable(path: location.description,
                                                 detail: "the server did not answer within 1 s (is it stopped or overloaded? try again once it answers)")) {
            try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        #expect(throws: StorageError.unreachable(path: location.description, detail: "cannot reach the server (no answer within 2 s; is the host right "
                + "and the server running? connect_timeout sets the wait)")) {
            try PostgresStorage.open(location).close()
        }
        // And once it answers again, the same write goes through on a new connection
        kill(backend, SIGCONT)
        kill(postmaster, SIGCONT)
        try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try storage.loadData() == AppData(projects: [mileage]))
    }

    /// The keepalive settings on the socket itself, read back from the kernel: what makes it
    /// send probes. (Reading the timers in `/proc/net/tcp` was flaky on a loaded machine.)
    @Test func aTCPConnectionSendsKeepalivesAsTheURLSays() throws {
        let server = try ThrowawayServer(passwords: ())
        let admin = try BlockingConnection(PostgresLocation(parsing: server.url))
        defer { admin.close() }
        try admin.query("CREATE ROLE tom LOGIN PASSWORD 'secret'")
        let url = "postgres://tom:secret@127.0.0.1:\(server.port)/postgres?sslmode=disable"
        let keeping = try BlockingConnection(PostgresLocation(parsing: url + "&keepalives_idle=42"))
        #expect(Self.socketOptions(SOL_SOCKET, SO_KEEPALIVE, towards: server.port) == [1])
        #if canImport(Glibc)
        #expect(Self.socketOptions(CInt(IPPROTO_TCP), CInt(TCP_KEEPIDLE), towards: server.port) == [42])
        #expect(Self.socketOptions(CInt(IPPROTO_TCP), CInt(TCP_KEEPINTVL), towards: server.port) == [10])
        #expect(Self.socketOptions(CInt(IPPROTO_TCP), CInt(TCP_KEEPCNT), towards: server.port) == [3])
        #endif
        keeping.close()
        let notKeeping = try BlockingConnection(PostgresLocation(parsing: url + "&keepalives=0"))
        defer { notKeeping.close() }
        #expect(Self.socketOptions(SOL_SOCKET, SO_KEEPALIVE, towards: server.port) == [0])
    }

    /// The value of the socket option `name` at `level` on each socket of this process
    /// connected to `port` on 127.0.0.1 (tests in parallel have servers of their own ports).
    static func socketOptions(_ level: CInt, _ name: CInt, towards port: Int) -> [CInt] {
        (0..<CInt(4_096)).compactMap { descriptor in
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let connected = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) == 0 }
            }
            guard connected, Int(address.sin_family) == Int(AF_INET), Int(UInt16(bigEndian: address.sin_port)) == port else { return nil }
            var value: CInt = -1
            var size = socklen_t(MemoryLayout<CInt>.size)
            guard getsockopt(descriptor, level, name, &value, &size) == 0 else { return nil }
            return value
        }
    }

    /// The process id of `server`'s postmaster: the first line of `postmaster.pid`.
    static func postmaster(of server: ThrowawayServer) -> Int32? {
        let text = try? String(contentsOfFile: server.folder + "/data/postmaster.pid", encoding: .utf8)
        return text?.split(separator: "\n").first.flatMap { Int32($0) }
    }
}
