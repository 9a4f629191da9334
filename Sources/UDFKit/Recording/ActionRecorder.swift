#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Appends every registered action to a JSON Lines file, one line each, as it happens.
///
/// Each line is written with one `write(2)` as soon as the action is recorded, so a log
/// survives the program being killed (at worst its last line is cut short, which
/// ``ActionLog`` skips with a warning). Actions whose family is not in the registry are not
/// recorded: effects and other non-`Codable` actions silently, `Codable` ones with one
/// problem report per family, since forgetting to register a family would make replays
/// differ from the session.
///
/// ```swift
/// let recorder = try ActionRecorder(appendingTo: logURL, registry: AppAction.registry)
/// let store = Store(initialState: AppState(), reducer: app, middleware: [.recording(to: recorder)])
/// ```
///
/// Payload dates are written with `encoder`'s strategy; the default (seconds since 2001 as a
/// number) is the one that round-trips exactly, which deterministic replay needs. NaN and
/// infinities, which JSON has no numbers for, are written as `"NaN"`, `"Infinity"` and
/// `"-Infinity"` (unless `encoder` says otherwise), so an action carrying one is recorded.
public final class ActionRecorder: Sendable {
    struct Output {
        var file: FileDescriptor?
        let encoder: JSONEncoder
        var failing = false
        var unregistered: Set<ObjectIdentifier> = []
    }

    private let output: Mutex<Output>
    private let registry: ActionRegistry
    private let now: @Sendable () -> Date
    private let report: @Sendable (String) -> Void

    /// Opens (or creates) the log file at `url` for appending.
    ///
    /// - Parameters:
    ///   - url: the JSON Lines file; created if missing, appended to if not.
    ///   - registry: the action families to record, and their names.
    ///   - encoder: encodes payloads; pretty printing is turned off, as a line must be a line.
    ///   - now: the clock for each line's `time`.
    ///   - report: told about problems in one line each (a failed write, an unregistered
    ///     `Codable` family); by default they go to standard error.
    /// - Throws: when the file cannot be opened, with the path and the reason.
    public init(
        appendingTo url: URL,
        registry: ActionRegistry,
        encoder: JSONEncoder = JSONEncoder(),
        now: @escaping @Sendable () -> Date = { Date() },
        report: @escaping @Sendable (String) -> Void = { printToStandardError($0) }
    ) throws {
        encoder.outputFormatting.remove(.prettyPrinted)
        encoder.allowingNonFiniteNumbers()
        let file = try FileDescriptor.openForAppending(url.path)
        output = Mutex(Output(file: file, encoder: encoder))
        self.registry = registry
        self.now = now
        self.report = report
    }

    deinit {
        close()
    }

    /// Appends `action` to the log if its family is registered.
    public func record(_ action: any Action) {
        let time = now()
        let problem = output.withLock { $0.append(action, at: time, registry: registry) }
        if let problem { report(problem) }
    }

    /// Closes the log file; later actions are not recorded. Closing twice does nothing.
    public func close() {
        output.withLock { output in
            output.file?.close()
            output.file = nil
        }
    }
}

extension ActionRecorder.Output {
    /// Writes one line for `action`, and returns the problem to report, if any.
    mutating func append(_ action: any Action, at time: Date, registry: ActionRegistry) -> String? {
        guard let file else { return nil }
        let line: [UInt8]
        do {
            guard let encoded = try RecordedAction.line(time: time, action: action, registry: registry, encoder: encoder) else {
                return noteUnregistered(action)
            }
            line = encoded
        } catch {
            return "ActionRecorder: cannot encode \(action): \(error); it is not recorded"
        }
        do {
            try file.writeAll(line)
            failing = false
            return nil
        } catch {
            defer { failing = true }
            return failing ? nil : "ActionRecorder: \(error); actions are not being recorded"
        }
    }

    /// The problem to report for an unregistered action: once per `Codable` family, never for others.
    mutating func noteUnregistered(_ action: any Action) -> String? {
        guard action is any Encodable, unregistered.insert(ObjectIdentifier(type(of: action))).inserted else {
            return nil
        }
        return "ActionRecorder: \(String(reflecting: type(of: action))) is Codable but not in the ActionRegistry; it is not recorded"
    }
}

extension Middleware {
    /// Records every action that passes through it with `recorder`, then passes it on.
    ///
    /// Put it last in the middleware list, so that it records exactly the actions that reach
    /// the reducers: `Store(initialState: s, reducer: r, middleware: [logger, .recording(to: recorder)])`.
    public static func recording(to recorder: ActionRecorder) -> Middleware {
        Middleware { _, action, next in
            recorder.record(action)
            next(action)
        }
    }
}
