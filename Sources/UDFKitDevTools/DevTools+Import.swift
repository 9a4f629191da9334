#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UDFKit

/// An action that was recorded by name only (its family was not registered): it shows in the
/// log of an imported recording, and no reducer handles it.
public struct UnencodedAction: Action, Hashable {
    /// The recorded action's type.
    public var type: String
    /// The recorded description of the action.
    public var description: String
}

/// Why a recording could not be read, with the line it is about.
public struct DevToolsRecordingError: Error, CustomStringConvertible, Equatable {
    /// The 1-based line, or nil for the file as a whole.
    public var line: Int?
    /// What is wrong, in one line.
    public var reason: String

    /// Creates an error.
    public init(line: Int?, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: unknown action type "Foo"`.
    public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}

extension DevTools {
    /// Devtools over a recording read back (``recording(initialStateReference:)`` wrote it),
    /// to step through it with ``jump(to:)``: a bug report becomes a file.
    ///
    /// - Parameters:
    ///   - data: the recording's bytes.
    ///   - reducer: the reducer of the store that was recorded.
    ///   - registry: its action families, to read the actions back.
    ///   - initialState: the state before the first action, when the file does not hold it (the
    ///     header's `initialStateReference` says what it was).
    /// - Returns: the devtools and the warnings (actions recorded by name only, which replay skips).
    public static func replaying(_ data: Data, reducer: Reducer<State>, registry: ActionRegistry, initialState: State) throws(DevToolsRecordingError)
        -> (devTools: DevTools, warnings: [String]) {
        let file = try RecordingFile(data, registry: registry)
        return build(file, reducer: reducer, registry: registry, initialState: initialState)
    }

    static func build(_ file: RecordingFile, reducer: Reducer<State>, registry: ActionRegistry, initialState: State) -> (devTools: DevTools, warnings: [String]) {
        let devTools = DevTools(reducer: reducer, capacity: max(1, file.actions.count), registry: registry)
        devTools.inner.withLock { inner in
            inner.log = SessionLog(capacity: max(1, file.actions.count), firstIndex: file.header.firstIndex)
            inner.log.start(from: initialState)
            for line in file.actions {
                // A file's date may be centuries away: clamp before converting (Int64 holds ±292 years of nanoseconds).
                let nanoseconds = line.time.timeIntervalSince(devTools.startDate) * 1e9
                let offset = nanoseconds.isFinite ? Int64(min(max(nanoseconds, -9e18), 9e18)) : 0
                let action = line.action ?? UnencodedAction(type: line.type, description: line.unencoded ?? "")
                inner.log.append(RecordedStep(action: action, instant: devTools.startInstant &+ offset, duration: 0), reducer: reducer)
                if line.skipped == true { _ = inner.log.setSkipped(line.index, true) }
            }
            inner.marks = file.marks.map { DevToolsMark(label: $0.mark, at: $0.at) }
        }
        devTools.started.store(true, ordering: .releasing)
        let warnings = file.actions.filter { $0.action == nil }.map {
            "action \($0.index) (\($0.type)) was recorded by name only; replay leaves it out"
        }
        return (devTools, warnings)
    }
}

extension DevTools where State: Decodable {
    /// Devtools over a recording whose header holds the initial state.
    ///
    /// - Parameters:
    ///   - data: the recording's bytes.
    ///   - reducer: the reducer of the store that was recorded.
    ///   - registry: its action families, to read the actions back.
    /// - Returns: the devtools and the warnings (actions recorded by name only, which replay skips).
    public static func replaying(_ data: Data, reducer: Reducer<State>, registry: ActionRegistry) throws(DevToolsRecordingError)
        -> (devTools: DevTools, warnings: [String]) {
        let file = try RecordingFile(data, registry: registry)
        let header: InitialStateHeader<State>
        do {
            header = try RecordingFile.decoder(registry: registry).decode(InitialStateHeader<State>.self, from: file.headerLine)
        } catch {
            // Most often a recording of another version of the app, whose state had other fields.
            let detail = ActionText.oneLine(String(describing: error), limit: 300)
            throw DevToolsRecordingError(line: 1, reason: "the initial state cannot be read (was it recorded by another version of the app?): \(detail)")
        }
        guard let state = header.initialState else {
            throw DevToolsRecordingError(line: 1, reason: "the recording does not hold its initial state (\(file.header.initialStateReference ?? "no reference")); pass one")
        }
        return build(file, reducer: reducer, registry: registry, initialState: state)
    }
}

/// The header line read for its initial state only.
struct InitialStateHeader<State: Decodable>: Decodable {
    var initialState: State?
}
