#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UDFKit

extension DevTools {
    /// Sets a mark (a note such as "before the bug") after the last recorded action; marks
    /// are written to recordings and shown by viewers.
    public func mark(_ label: String) {
        inner.withLock { inner in
            inner.marks.append(DevToolsMark(label: ActionText.oneLine(label, limit: 200), at: inner.log.endIndex))
            inner.generation += 1
        }
    }

    /// The marks set on actions still kept, oldest first.
    public var marks: [DevToolsMark] {
        inner.withLock { inner in inner.marks.filter { $0.at >= inner.log.firstIndex } }
    }

    /// The recording as JSON Lines: a header with the initial state (the state before the
    /// oldest kept action) when the state is `Encodable`, and `reference` (e.g. "the database
    /// at ~/udf.sqlite") to say what it was; then every kept action and mark.
    ///
    /// Actions of families the ``registry`` does not know are written by name only; an import
    /// shows them but cannot replay them. A ``LargePayloadAction`` kept without its payload is
    /// written whole, its payload rebuilt from the store's present state (O(size of the
    /// payload)); when it cannot be rebuilt (a later action changed it without a change
    /// record), its payload-free stand-in is written.
    public func recording(initialStateReference reference: String?) throws -> Data {
        let base = inner.withLock { $0.log.base }
        guard let encodable = base as? any Encodable else {
            return try recordingLines(initialState: nil as Never?, reference: reference ?? "\(State.self) is not Encodable")
        }
        return try recordingLines(initialState: AnyEncodable(encodable), reference: reference)
    }

    func recordingLines<Initial: Encodable>(initialState: Initial?, reference: String?) throws -> Data {
        let present = presentState()
        let (entries, steps, marks) = inner.withLock { inner in
            (inner.log.indices.map { ($0, inner.log.skipped.contains($0)) }, inner.log.indices.map { inner.recordedStep(at: $0, present: present) },
             inner.marks)
        }
        let encoder = Self.recordingEncoder(registry: registry)
        // Each line appended as it is encoded: joining a list of lines went byte by byte
        // (13 s of a 142 MB recording at a million items).
        var text = Data()
        func append(_ line: some Encodable) throws {
            text.append(try encoder.encode(line))
            text.append(UInt8(ascii: "\n"))
        }
        try append(RecordingHeader(
            format: RecordingLine.format, version: RecordingLine.version, firstIndex: entries.first?.0 ?? 0,
            initialStateReference: reference, initialState: initialState))
        for ((index, skipped), step) in zip(entries, steps) {
            try append(RecordingLine.EncodedAction(
                index: index, time: date(of: step), type: String(describing: type(of: step.action)), action: step.action, skipped: skipped))
        }
        for mark in marks where mark.at >= (entries.first?.0 ?? 0) {
            try append(RecordingLine.Mark(mark: mark.label, at: mark.at))
        }
        return text
    }

    static func recordingEncoder(registry: ActionRegistry) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601WithMilliseconds
        encoder.userInfo[.actionRegistry] = registry
        return encoder.allowingNonFiniteNumbers()
    }
}

extension DevTools where State: Encodable {
    /// The recording as JSON Lines, with the initial state (the state before the oldest kept
    /// action) written in full in the header.
    public func recording() throws -> Data {
        try recording(initialStateReference: nil)
    }
}

/// An `Encodable` value of a type known only at run time.
struct AnyEncodable: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// A note set on a point of the log (``DevTools/mark(_:)``).
public struct DevToolsMark: Codable, Hashable, Sendable {
    /// The note, on one line.
    public var label: String
    /// The session index of the first action after the mark.
    public var at: Int

    /// Creates a mark.
    public init(label: String, at: Int) {
        self.label = label
        self.at = at
    }
}

/// The first line of a recording.
struct RecordingHeader<Initial: Encodable>: Encodable {
    var format: String
    var version: Int
    var firstIndex: Int
    var initialStateReference: String?
    var initialState: Initial?
}

extension JSONEncoder.DateEncodingStrategy {
    /// ISO 8601 in UTC with milliseconds, as every tool reads it.
    static var iso8601WithMilliseconds: JSONEncoder.DateEncodingStrategy {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
    }
}
