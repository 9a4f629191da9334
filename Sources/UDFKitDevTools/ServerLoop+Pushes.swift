#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ServerLoop {
    /// The most entries pushed to one viewer per turn of the loop.
    static var batch: Int { 200 }

    /// Pushes new entries (and a status when travel changed it) to subscribed viewers that
    /// have room; tells each how many entries were forgotten before it got them.
    func pushNews() {
        let kept = devTools.indices
        var dropped = 0
        for viewer in subscribedViewers() where viewer.hasRoom {
            guard var cursor = viewer.cursor else { continue }
            if cursor < kept.lowerBound {
                dropped += kept.lowerBound - cursor
                push(DevToolsReply(event: "dropped", dropped: kept.lowerBound - cursor), to: viewer)
                cursor = kept.lowerBound
            }
            if cursor < kept.upperBound {
                let entries = devTools.entries(from: cursor, limit: Self.batch)
                push(DevToolsReply(event: "entries", status: devTools.status(name: name), entries: entries), to: viewer)
                cursor = (entries.last?.index ?? cursor) + 1
            }
            viewer.cursor = cursor
        }
        if dropped > 0 { counters.withLock { $0.dropped += dropped } }
        pushTravel()
    }

    /// A `status` push when the position or the skips changed since the last one.
    private func pushTravel() {
        let status = devTools.status(name: name)
        let travel = TravelState(position: status.position, skipped: status.skipped, marks: status.marks.count)
        guard travel != lastTravel else { return }
        lastTravel = travel
        for viewer in subscribedViewers() { push(DevToolsReply(event: "status", status: status), to: viewer) }
    }

    private func subscribedViewers() -> [ViewerConnection] {
        viewers.filter { $0.cursor != nil && !$0.closing }
    }

    private func push(_ reply: DevToolsReply, to viewer: ViewerConnection) {
        guard let line = try? JSONEncoder.devTools.encode(reply) else { return }
        viewer.send(line)
    }

    /// Writes what each viewer's socket takes; forgets viewers that are gone or were closed.
    func flushAndForgetClosed() {
        let before = viewers.count
        viewers.removeAll { viewer in
            let alive = viewer.flush()
            guard !alive || (viewer.closing && !viewer.hasOutput) else { return false }
            viewer.socket.close()
            return true
        }
        if viewers.count != before { updateCount() }
    }

    /// The id of a request line that did not decode, if it has one, for the error reply.
    static func id(in line: [UInt8]) -> Int? {
        try? JSONDecoder().decode(RequestID.self, from: Data(line)).id
    }

    /// Why a request line did not decode, in one line.
    static func problem(with line: [UInt8], _ decoder: JSONDecoder) -> String {
        if let op = try? decoder.decode(RequestOperation.self, from: Data(line)).op, DevToolsOperation(rawValue: op) == nil {
            return "unknown op \"\(ActionText.oneLine(op, limit: 40))\"; known: \(DevToolsOperation.allCases.map(\.rawValue).joined(separator: ", "))"
        }
        return "not a request: each line must be a JSON object with \"id\" and \"op\" (docs/devtools.md)"
    }
}

/// What a `status` push tells about travel, to push one only when it changed.
struct TravelState: Equatable {
    var position: Int?
    var skipped: [Int]
    var marks: Int
}

extension JSONEncoder {
    /// The devtools' line encoder: sorted keys, ISO 8601 times with milliseconds.
    static var devTools: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601WithMilliseconds
        return encoder
    }
}

/// The `id` of a request line that did not decode as a whole.
private struct RequestID: Decodable { var id: Int }

/// The `op` of a request line that did not decode as a whole.
private struct RequestOperation: Decodable { var op: String }
