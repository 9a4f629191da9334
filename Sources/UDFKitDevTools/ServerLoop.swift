#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread of a ``DevToolsServer``: one `poll(2)` loop over the listening socket, the
/// viewers, and a wake-up pipe the devtools' observer writes to (at most one byte pending,
/// so a burst of actions costs the app one `write`).
///
/// `@unchecked Sendable`: everything but `counters`, `wakePending` and `stopFlag` (which are
/// synchronised) is touched by the server thread only.
final class ServerLoop<State: Sendable>: @unchecked Sendable {
    struct Counters {
        var viewers = 0
        var dropped = 0
    }

    let devTools: DevTools<State>
    let name: String
    let listener: UnixSocket
    let maximumViewers: Int
    let counters = Mutex(Counters())
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let wakePending = Atomic<Bool>(false)
    private let stopFlag = Atomic<Bool>(false)
    /// The attached viewers (server thread only).
    var viewers: [ViewerConnection] = []
    /// What the last `status` push said about travel (server thread only).
    var lastTravel = TravelState(position: nil, skipped: [], marks: 0)
    private var observation: DevToolsObservation?
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(devTools: DevTools<State>, name: String, listener: UnixSocket, maximumViewers: Int) throws(DevToolsSocketError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            listener.close()
            throw .system("cannot make the devtools wake-up pipe")
        }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK); _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.devTools = devTools
        self.name = name
        self.listener = listener
        self.maximumViewers = maximumViewers
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601WithMilliseconds
        decoder.dateDecodingStrategy = RecordingFile.decoder(registry: devTools.registry).dateDecodingStrategy
    }

    /// Called by the devtools on every recorded action (on the app's draining thread): one
    /// atomic exchange, and one byte written only when none is pending.
    func wake() {
        guard !wakePending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    func requestStop() {
        stopFlag.store(true, ordering: .releasing)
        var byte: UInt8 = 0
        _ = write(wakeWrite, &byte, 1)
    }

    func run() {
        observation = devTools.observe { [weak self] _ in self?.wake() }
        while !stopFlag.load(ordering: .acquiring) {
            var descriptors = [pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            descriptors += viewers.map { pollfd(fd: $0.socket.descriptor, events: Int16($0.hasOutput ? POLLIN | POLLOUT : POLLIN), revents: 0) }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 || errno == EINTR else { break }
            if descriptors[1].revents != 0 { drainWakePipe() }
            if descriptors[0].revents != 0 { acceptViewers() }
            serveViewers(Array(descriptors.dropFirst(2)))
            pushNews()
            flushAndForgetClosed()
        }
        shutDown()
    }

    private func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
        wakePending.store(false, ordering: .releasing)
    }

    private func acceptViewers() {
        while let socket = listener.acceptConnection() {
            let viewer = ViewerConnection(socket: socket)
            if viewers.count >= maximumViewers {
                reply(viewer, DevToolsReply(ok: false, error: "\(maximumViewers) viewers are attached already; detach one first"))
                viewer.closing = true
            }
            viewers.append(viewer)
        }
        updateCount()
    }

    private func serveViewers(_ polled: [pollfd]) {
        for (viewer, descriptor) in zip(viewers, polled) where descriptor.revents != 0 && !viewer.closing {
            switch viewer.readLines() {
            case .closed:
                viewer.closing = true
            case .lines(let lines):
                lines.forEach { handle($0, from: viewer) }
            case .tooLong(let lines):
                lines.forEach { handle($0, from: viewer) }
                reply(viewer, DevToolsReply(ok: false, error: "a request is longer than \(DevToolsProtocol.maximumRequestLength) bytes; closing"))
                viewer.closing = true
            }
        }
    }

    private func handle(_ line: [UInt8], from viewer: ViewerConnection) {
        guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { return }
        guard let request = try? decoder.decode(DevToolsRequest.self, from: Data(line)) else {
            return reply(viewer, DevToolsReply(id: Self.id(in: line), ok: false, error: Self.problem(with: line, decoder)))
        }
        if request.op == .hello, let version = request.version, version > DevToolsProtocol.version {
            return reply(viewer, DevToolsReply(id: request.id, ok: false, error: "this app speaks devtools protocol \(DevToolsProtocol.version), not \(version)"))
        }
        if request.op == .subscribe, viewer.cursor == nil { viewer.cursor = devTools.indices.lowerBound }
        reply(viewer, devTools.answer(request, name: name))
    }

    private func reply(_ viewer: ViewerConnection, _ reply: DevToolsReply) {
        guard let line = try? encoder.encode(reply) else { return }
        viewer.send(line)
    }

    func updateCount() {
        let count = viewers.filter { !$0.closing }.count
        counters.withLock { $0.viewers = count }
    }

    private func shutDown() {
        if let observation { devTools.stopObserving(observation) }
        viewers.forEach { $0.socket.close() }
        viewers = []
        updateCount()
        listener.close()
        close(wakeRead)
        close(wakeWrite)
    }
}
