#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The actions of a JSON Lines log written by ``ActionRecorder``, read back for replay.
///
/// Replaying a log through the reducer rebuilds the state of the session that wrote it,
/// deterministically (reducers are pure, and ids and times travel inside the actions):
///
/// ```swift
/// let log = try ActionLog(contentsOf: logURL, registry: AppAction.registry)
/// let state = log.replay(onto: AppState(), reducer: app)
/// log.warnings.forEach { print("warning:", $0) }
/// ```
///
/// A last line without its newline whose JSON does not parse (the program was killed while
/// writing it) is skipped with a warning. Any other bad line is an ``ActionLogError`` that
/// names the line. Blank lines are ignored.
public struct ActionLog: Sendable {
    /// The recorded actions, in the order they were applied.
    public var entries: [RecordedAction]
    /// What was skipped, one line each (a cut-off last line).
    public var warnings: [String]

    /// Reads the log file at `url`.
    ///
    /// - Parameters:
    ///   - url: the JSON Lines file an ``ActionRecorder`` wrote.
    ///   - registry: the action families the log may hold, and their names.
    ///   - decoder: decodes payloads; its date strategy must match the recorder's encoder
    ///     (the defaults match). Its `userInfo` gets the registry, and it reads `"NaN"` and
    ///     `"Infinity"` and `"-Infinity"` as numbers unless told otherwise.
    /// - Throws: ``ActionLogError`` when the file cannot be read or a line is bad.
    public init(contentsOf url: URL, registry: ActionRegistry, decoder: JSONDecoder = JSONDecoder()) throws {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.read(url.path)
        } catch {
            throw ActionLogError(file: url.lastPathComponent, line: nil, reason: "\(error)")
        }
        try self.init(data: Data(bytes), registry: registry, decoder: decoder, name: url.lastPathComponent)
    }

    /// Reads a log from its bytes; `name` appears in error messages.
    public init(data: Data, registry: ActionRegistry, decoder: JSONDecoder = JSONDecoder(), name: String = "the log") throws {
        decoder.userInfo[.actionRegistry] = registry
        decoder.allowingNonFiniteNumbers()
        entries = []
        warnings = []
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let isCutOff = data.last != UInt8(ascii: "\n")
        for (index, line) in lines.enumerated() where !line.allSatisfy(Self.isBlank) {
            do {
                entries.append(try decoder.decode(RecordedAction.self, from: Data(line)))
            } catch {
                guard isCutOff, index == lines.count - 1 else {
                    throw ActionLogError(file: name, line: index + 1, reason: oneLineDescription(of: error))
                }
                warnings.append("\(name), line \(index + 1): cut off before its end (the program stopped while writing it); skipped")
            }
        }
    }

    /// Applies every action, in order, through `reducer`, starting from `initialState`.
    ///
    /// Only the reducer runs: no middleware, no effects (their results are in the log as the
    /// actions they dispatched).
    public func replay<State>(onto initialState: State, reducer: Reducer<State>) -> State {
        var state = initialState
        for entry in entries {
            reducer.reduce(&state, entry.action)
        }
        return state
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}

/// A log that cannot be read, or one of its lines that is not a recorded action.
///
/// Its description is one line: `session.jsonl, line 7: unknown action type "Foo"`.
public struct ActionLogError: Error, Equatable, CustomStringConvertible {
    /// The log's file name.
    public var file: String
    /// The 1-based number of the bad line, or `nil` when the whole file is at fault.
    public var line: Int?
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// The error in one line.
    public var description: String {
        line.map { "\(file), line \($0): \(reason)" } ?? reason
    }
}
