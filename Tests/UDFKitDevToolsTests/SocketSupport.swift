import Foundation
import UDFKit
@testable import UDFKitDevTools

/// Waits until `condition` holds, checking every few milliseconds, for at most `seconds`.
func eventually(within seconds: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
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
    func replies(_ count: Int, within seconds: Double = 5) throws -> [DevToolsReply] {
        try replies(within: seconds) { $0.count >= count }
    }

    /// Reads reply lines until `done` says enough or the deadline passed.
    func replies(within seconds: Double = 5, until done: ([DevToolsReply]) -> Bool) throws -> [DevToolsReply] {
        var buffer: [UInt8] = []
        var lines: [DevToolsReply] = []
        try socket.setNonBlocking()
        let decoder = RecordingFile.decoder(registry: ActionRegistry())
        _ = eventually(within: seconds) {
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
