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
        #expect(throws: StorageError.failed(path: location.description,
                                            detail: "the server did not answer within 1 s (is it stopped or overloaded? try again once it answers)")) {
            try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        #expect(throws: StorageError.failed(path: location.description, detail: "cannot reach the server (no answer within 2 s; is the host right "
                + "and the server running? connect_timeout sets the wait)")) {
            try PostgresStorage.open(location).close()
        }
        // And once it answers again, the same write goes through on a new connection
        kill(backend, SIGCONT)
        kill(postmaster, SIGCONT)
        try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try storage.loadData() == AppData(projects: [mileage]))
    }

    #if os(Linux)
    @Test func aTCPConnectionSendsKeepalivesAsTheURLSays() throws {
        let server = try ThrowawayServer(passwords: ())
        let admin = try BlockingConnection(PostgresLocation(parsing: server.url))
        defer { admin.close() }
        try admin.query("CREATE ROLE tom LOGIN PASSWORD 'secret'")
        let url = "postgres://tom:secret@127.0.0.1:\(server.port)/postgres?sslmode=disable"
        let keeping = try BlockingConnection(PostgresLocation(parsing: url))
        defer { keeping.close() }
        #expect(try Self.keepaliveTimers(towards: server.port) == [true])
        keeping.close()
        let notKeeping = try BlockingConnection(PostgresLocation(parsing: url + "&keepalives=0"))
        defer { notKeeping.close() }
        #expect(try Self.keepaliveTimers(towards: server.port) == [false])
    }

    /// For each TCP connection of this machine to `port` on 127.0.0.1, whether its
    /// keepalive timer runs (`/proc/net/tcp`'s `tr` column is 2).
    static func keepaliveTimers(towards port: Int) throws -> [Bool] {
        let hexPort = String(format: ":%04X", port)
        return try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8).split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[2].hasSuffix(hexPort), fields[3] == "01" else { return nil }    // 01: established
            return fields[5].hasPrefix("02:")
        }
    }
    #endif

    /// The process id of `server`'s postmaster: the first line of `postmaster.pid`.
    static func postmaster(of server: ThrowawayServer) -> Int32? {
        let text = try? String(contentsOfFile: server.folder + "/data/postmaster.pid", encoding: .utf8)
        return text?.split(separator: "\n").first.flatMap { Int32($0) }
    }
}
