import Dispatch
import Foundation
import Synchronization

/// A viewer's end of a devtools socket: sends requests, waits for their replies, and keeps a
/// mirror of the newest entries that the server pushes.
final class DevToolsClient: DevToolsTransport {
    struct Mirror {
        var entries: [DevToolsEntry] = []
        var status = DevToolsStatus(name: "", first: 0, end: 0, position: nil, skipped: [], marks: [])
        var dropped = 0
        var disconnected = false
        var replies: [Int: DevToolsReply] = [:]
        var waiters: [Int: DispatchSemaphore] = [:]
        var nextID = 0
        var news: (@Sendable () -> Void)?
    }

    /// How long a request waits for its reply.
    static let replyTimeout = DispatchTimeInterval.seconds(5)

    private let socket: UnixSocket
    private let window: Int
    private let mirror = Mutex(Mirror())
    private let writing = Mutex(())
    private let closed = Atomic<Bool>(false)

    init(path: String, window: Int) throws(DevToolsSocketError) {
        socket = try UnixSocket.attach(to: path)
        self.window = max(1, window)
        let thread = Thread { [self] in self.readUntilClosed() }
        thread.start()
        let hello = request(.hello, index: nil, skipped: nil, label: nil)
        guard hello.ok else {
            close()
            throw DevToolsSocketError("cannot attach to \(path): \(hello.error ?? "no answer")")
        }
        _ = request(.subscribe, index: nil, skipped: nil, label: nil)
    }

    func snapshot() -> DevToolsSnapshot {
        mirror.withLock { DevToolsSnapshot(entries: $0.entries, status: $0.status, dropped: $0.dropped, isDisconnected: $0.disconnected) }
    }

    func onNews(_ callback: @escaping @Sendable () -> Void) {
        mirror.withLock { $0.news = callback }
    }

    func request(_ op: DevToolsOperation, index: Int?, skipped: Bool?, label: String?) -> DevToolsReply {
        let arrived = DispatchSemaphore(value: 0)
        let id = mirror.withLock { mirror -> Int? in
            guard !mirror.disconnected else { return nil }
            mirror.nextID += 1
            mirror.waiters[mirror.nextID] = arrived
            return mirror.nextID
        }
        guard let id else { return DevToolsReply(ok: false, error: "the app is gone") }
        defer { _ = mirror.withLock { $0.waiters.removeValue(forKey: id) } }
        let request = DevToolsRequest(id: id, op: op, version: DevToolsProtocol.version, index: index, skipped: skipped, label: label)
        guard let line = try? JSONEncoder.devTools.encode(request), send(Array(line) + [UInt8(ascii: "\n")]) else {
            return DevToolsReply(id: id, ok: false, error: "the app is gone")
        }
        let deadline = DispatchTime.now() + Self.replyTimeout
        while true {
            let answer = mirror.withLock { mirror -> DevToolsReply? in
                if let reply = mirror.replies.removeValue(forKey: id) { return reply }
                return mirror.disconnected ? DevToolsReply(id: id, ok: false, error: "the app is gone") : nil
            }
            if let answer {
                if let status = answer.status { mirror.withLock { $0.status = status } }
                return answer
            }
            if arrived.wait(timeout: deadline) == .timedOut {
                return DevToolsReply(id: id, ok: false, error: "the app did not answer within 5 s")
            }
        }
    }

    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = shutdown(socket.descriptor, Int32(SHUT_RDWR))
    }

    private func send(_ bytes: [UInt8]) -> Bool {
        writing.withLock { _ in
            var sent = 0
            while sent < bytes.count {
                guard let count = socket.writeSome(bytes[sent...]), count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// The reader thread: lines in, replies to their waiters, pushes into the mirror.
    private func readUntilClosed() {
        var buffer: [UInt8] = []
        let decoder = RecordingFile.decoder(registry: .init())
        while true {
            guard let bytes = socket.readAvailable() else { continue }    // interrupted: read again
            if bytes.isEmpty { break }
            buffer += bytes
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if let reply = try? decoder.decode(DevToolsReply.self, from: line) { take(reply) }
            }
        }
        let (news, waiters) = mirror.withLock { mirror in
            mirror.disconnected = true
            return (mirror.news, Array(mirror.waiters.values))
        }
        socket.close()
        waiters.forEach { $0.signal() }
        news?()
    }

    private func take(_ reply: DevToolsReply) {
        let (news, waiter) = mirror.withLock { mirror -> ((@Sendable () -> Void)?, DispatchSemaphore?) in
            if let id = reply.id {
                guard let waiter = mirror.waiters[id] else { return (nil, nil) }    // a reply after its timeout
                mirror.replies[id] = reply
                return (nil, waiter)
            }
            if let status = reply.status { mirror.status = status }
            if let dropped = reply.dropped { mirror.dropped += dropped }
            if let entries = reply.entries {
                mirror.entries += entries
                if mirror.entries.count > window { mirror.entries.removeFirst(mirror.entries.count - window) }
            }
            return (mirror.news, nil)
        }
        waiter?.signal()
        news?()
    }
}
