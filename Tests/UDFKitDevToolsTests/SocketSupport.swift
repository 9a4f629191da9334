import Foundation
import UDFKit
@testable import UDFKitDevTools

/// Waits until `condition` holds, checking every 5 ms, for `seconds` of checking at most: a
/// deadline for a test that fails. It suspends between two checks, holding no thread of the
/// cooperative pool; a longer gap, while other tests keep the pool busy, counts as 50 ms (as
/// UDFKitTesting's `eventually` does, which this target does not import).
func eventually(within seconds: Double = 10, _ condition: () -> Bool) async -> Bool {
    var checked: Duration = .zero
    var last = ContinuousClock.now
    while !condition() {
        guard checked < .seconds(seconds) else { return false }
        try? await Task.sleep(for: .milliseconds(5))
        let now = ContinuousClock.now
        checked += min(now - last, .milliseconds(50))
        last = now
    }
    return true
}

/// A private folder for sockets, removed by `remove()`.
struct SocketFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID().uuidString.prefix(8))").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func socket(_ name: String = "app") -> String { "\(path)/\(name).sock" }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A raw viewer: writes lines, reads replies, for tests of hostile or stuck viewers.
struct RawViewer {
    let socket: UnixSocket

    init(path: String) throws {
        socket = try UnixSocket.attach(to: path)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count, let count = socket.writeSome(bytes[sent...]), count > 0 { sent += count }
    }

    /// Reads reply lines until `count` arrived or the deadline passed.
    func replies(_ count: Int, within seconds: Double = 10) async throws -> [DevToolsReply] {
        try await replies(within: seconds) { $0.count >= count }
    }

    /// Reads reply lines until `done` says enough or the deadline passed.
    func replies(within seconds: Double = 10, until done: ([DevToolsReply]) -> Bool) async throws -> [DevToolsReply] {
        var buffer: [UInt8] = []
        var lines: [DevToolsReply] = []
        try socket.setNonBlocking()
        let decoder = RecordingFile.decoder(registry: ActionRegistry())
        _ = await eventually(within: seconds) {
            while let bytes = socket.readAvailable(), !bytes.isEmpty { buffer += bytes }
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                if let reply = try? decoder.decode(DevToolsReply.self, from: Data(buffer[..<newline])) { lines.append(reply) }
                buffer.removeSubrange(...newline)
            }
            return done(lines)
        }
        return lines
    }

    func close() { socket.close() }
}
