#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One attached viewer, as the server thread sees it: its socket, the bytes read but not yet
/// a whole line, the bytes waiting to be written, and how far it has been sent the log.
final class ViewerConnection {
    /// The most bytes queued for one viewer; past it, no more pushes are made for it until it
    /// reads (entries it misses meanwhile stay in the log, or are counted as dropped).
    static let outputLimit = 256 * 1024

    let socket: UnixSocket
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var written = 0
    /// The next session index to push, once subscribed.
    var cursor: Int?
    /// Set when the viewer must be closed once its output is written.
    var closing = false

    init(socket: UnixSocket) {
        self.socket = socket
    }

    var hasOutput: Bool { written < output.count }
    var hasRoom: Bool { output.count - written < Self.outputLimit }

    /// Reads what arrived; returns the whole lines, or nil when the viewer is gone.
    /// A line longer than the protocol allows yields `.tooLong` and no more lines.
    func readLines() -> ReadResult {
        guard let bytes = socket.readAvailable() else { return .lines([]) }
        if bytes.isEmpty { return .closed }
        input += bytes
        var lines: [[UInt8]] = []
        while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Array(input[..<newline]))
            input.removeSubrange(...newline)
        }
        if input.count > DevToolsProtocol.maximumRequestLength { return .tooLong(lines) }
        return .lines(lines)
    }

    enum ReadResult {
        case lines([[UInt8]])
        case tooLong([[UInt8]])
        case closed
    }

    func send(_ line: Data) {
        output += line
        output.append(UInt8(ascii: "\n"))
    }

    /// Writes what the socket takes; false when the viewer is gone.
    func flush() -> Bool {
        guard hasOutput else { return true }
        guard let count = socket.writeSome(output[written...]) else { return false }
        written += count
        if written == output.count {
            output.removeAll(keepingCapacity: output.count < 65_536)
            written = 0
        }
        return true
    }
}
