import AppStorage
import Foundation
import PostgresNIO
import Synchronization

/// How long a statement may keep the caller waiting for the server's answer, as a multiple
/// of ``PostgresLocation/answerTimeout``: the deadline after which a server that went silent
/// (stopped, hung, a machine gone) is given up, the connection closed, and the caller told in
/// one line instead of waiting for ever.
enum Patience: Sendable {
    /// An ordinary statement: a few milliseconds, the answer timeout at most.
    case statement
    /// The statement that takes the write lock: the lock timeout more (`--busy-timeout`).
    case waitingForLock
    /// A statement that writes an import's slice of rows or builds an index: eight times
    /// the answer timeout.
    case bulk

    /// The seconds to wait for `location`.
    func seconds(for location: PostgresLocation) -> Double {
        let answer = Self.valid(location.answerTimeout, otherwise: 15)
        switch self {
        case .statement: return answer
        case .waitingForLock: return answer + Self.valid(location.lockTimeout, otherwise: 2)
        case .bulk: return answer * 8
        }
    }

    private static func valid(_ seconds: Double, otherwise fallback: Double) -> Double {
        seconds.isFinite && seconds > 0 ? min(seconds, 86_400) : fallback
    }
}

/// The server did not answer a statement within its deadline; the connection was closed.
struct NoAnswer: Error {
    /// The deadline that passed, in seconds.
    var seconds: Double
}

/// Rows received so far by a statement that streams them: each one moves its deadline on.
final class RowProgress: Sendable {
    private let count = Atomic<Int>(0)

    func advance() { count.add(1, ordering: .relaxed) }
    var rows: Int { count.load(ordering: .relaxed) }
}

extension BlockingConnection {
    /// Waits for `future` at most `seconds` (from the last row, with `progress`); fails when
    /// the connection closes meanwhile, or when the deadline passes, after closing it.
    ///
    /// postgres-nio can leave a query's future pending for ever when the server goes away
    /// as the query is sent (the crash test saw `udf-tui stress-writer` block for good after
    /// `pg_ctl stop -m immediate`), and a server stopped with SIGSTOP never answers at all:
    /// the connection is therefore checked once a second while the answer is awaited, and
    /// given up at the deadline. No callback is left behind on the connection.
    static func wait<T: Sendable>(for future: EventLoopFuture<T>, on connection: PostgresConnection, seconds: Double, progress: RowProgress? = nil) throws -> T {
        let answered = DispatchSemaphore(value: 0)
        future.whenComplete { _ in answered.signal() }
        var deadline = DispatchTime.now() + seconds
        var rows = progress?.rows
        while answered.wait(timeout: min(.now() + 1, deadline)) == .timedOut {
            if connection.isClosed { throw ConnectionClosedMeanwhile() }
            guard DispatchTime.now() >= deadline else { continue }
            if let progress, progress.rows != rows {
                rows = progress.rows
                deadline = .now() + seconds
                continue
            }
            abandon(connection)
            throw NoAnswer(seconds: seconds)
        }
        return try future.wait()
    }

    /// Closes a connection whose server does not answer, without waiting for it: the
    /// connection is kept until the close is done (postgres-nio traps when a connection it
    /// still holds open is freed).
    static func abandon(_ connection: PostgresConnection) {
        connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
    }
}
