#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import UDFKit

/// Devtools for one store: the log of the actions that reached its reducers, the change each
/// made, and time travel — jump to the state after any action, or skip actions and see the
/// state without them — for any UDFKit store.
///
/// Turn it on with one line: create it with the store's reducer and put its ``middleware``
/// last in the store's middleware, so it records exactly what reaches the reducers.
///
/// ```swift
/// let devTools = DevTools(reducer: appReducer, capacity: 1_000)
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [logger, devTools.middleware])
/// // … later, in a debug screen:
/// devTools.entries().last?.caseName          // "itemDeleted"
/// devTools.changes(at: 41)                   // [StateChange(path: "items[id: 7]", before: "Item(…)", after: nil)]
/// devTools.jump(to: 12)                      // the app shows devTools.displayedState(present: store.state)
/// ```
///
/// ## Never at the app's cost
/// Recording an action keeps the action, an instant and a duration: O(1), no copy or dump of
/// the state. The state is retained once, when recording starts; past states are rebuilt on
/// request by replaying kept actions through the reducer from that *base*, and diffs are
/// computed on request. Past ``capacity``, the oldest action is folded into the base.
/// A ``LargePayloadAction`` (a load of the whole data) is kept without its payload, which is
/// rebuilt on request from the present state and the later actions' change records, so that
/// the log never shares the app's big collections.
///
/// Time travel never changes the store: ``jump(to:)`` and ``setSkipped(_:_:)`` change what
/// ``displayedState(present:)`` returns, which the app shows marked as the past, read-only;
/// ``returnToPresent()`` goes back with nothing lost. Reducers must be pure for replay to be
/// faithful, as UDFKit asks of them anyway.
///
/// ## Topics
/// - ``middleware``
/// - ``entries(from:limit:)``
/// - ``changes(at:limit:)``
/// - ``jump(to:)``
/// - ``setSkipped(_:_:)``
/// - ``displayedState(present:)``
public final class DevTools<State: Sendable>: Sendable {
    /// Where the devtools are looking.
    public enum Position: Hashable, Sendable {
        /// The present: the store's own state.
        case present
        /// The state right after the action with this session index.
        case past(Int)
    }

    @usableFromInline
    struct Inner: Sendable {
        @usableFromInline var log: SessionLog<State>
        @usableFromInline var position = Position.present
        /// Bumped whenever the log, skips or position change, so viewers know to refresh.
        @usableFromInline var generation = 0
        var replay = ReplayCache<State>()
        /// States after a payload kept without its data, for diffs that follow change records.
        var payloadReplay = PayloadReplay<State>()
        /// How to take back payload changes, once a ``LargePayloadAction`` was kept without its payload.
        var tracking: PayloadTracking<State>?
        /// The payload's change stamp after the last recorded action.
        var payloadStamp: ChangeRecordStamp?
        /// The store, to read the present when a dropped payload is rebuilt.
        @usableFromInline var context: MiddlewareContext<State>?
        /// Whether a replayed state may share a payload's storage with the present.
        var replaySharesPresent = false
        var marks: [DevToolsMark] = []
        @usableFromInline var observers: [Int: @Sendable (DevToolsEvent) -> Void] = [:]
        var nextObserver = 0

        init(log: SessionLog<State>) {
            self.log = log
        }
    }

    /// The reducer the store runs, used to rebuild past states.
    public let reducer: Reducer<State>
    /// The most actions kept; older ones are folded into the base state.
    public let capacity: Int
    /// Names action families in entries and recordings; actions of other families are shown
    /// by type name and still travel in time, but are not written to recordings.
    public let registry: ActionRegistry
    /// What a recording says the initial state was, besides the state itself when it is
    /// `Encodable` (a database path, say); nil for nothing.
    public let recordingReference: String?
    @usableFromInline let inner: Mutex<Inner>
    /// Whether the base state was taken: read without the lock on every action.
    @usableFromInline let started = Atomic<Bool>(false)
    /// Whether an action was kept without its payload, so later ones keep their change records.
    @usableFromInline let tracksPayloads = Atomic<Bool>(false)
    /// When the devtools were created, in ``MonotonicTime`` nanoseconds, and the date then.
    let startInstant: Int64
    let startDate: Date

    /// Creates devtools for a store whose reducer is `reducer`.
    ///
    /// - Parameters:
    ///   - reducer: the store's reducer, to rebuild past states.
    ///   - capacity: how many of the last actions to keep (at least 1).
    ///   - registry: the store's `Codable` action families, for names and recordings.
    ///   - recordingReference: what recordings say the initial state was (a database, say).
    public init(reducer: Reducer<State>, capacity: Int = 1_000, registry: ActionRegistry = ActionRegistry(),
                recordingReference: String? = nil) {
        self.reducer = reducer
        self.capacity = max(1, capacity)
        self.registry = registry
        self.recordingReference = recordingReference
        inner = Mutex(Inner(log: SessionLog(capacity: capacity)))
        startInstant = MonotonicTime.nanoseconds()
        startDate = Date()
    }

    /// The middleware that records; put it last, so it sees exactly what the reducers get.
    ///
    /// Effects pass through unrecorded (they never reach reducers).
    ///
    /// Inlinable, like the rest of the recording path, so that it is specialised for the
    /// app's state: unspecialised, generic code looked type metadata up at run time on every
    /// action (measured: about 150 ns of the cost of recording).
    @inlinable
    public var middleware: Middleware<State> {
        Middleware { context, action, next in
            guard type(of: action) != Effect.self else { return next(action) }
            let start = MonotonicTime.nanoseconds()
            self.startIfNeeded(context)
            // States replayed for a diff may share a rebuilt payload with the store's state:
            // let go of them before the reducers run, so that no edit copies it.
            if self.tracksPayloads.load(ordering: .relaxed) { self.releaseReplays() }
            next(action)
            let step = RecordedStep(action: action, instant: start, duration: MonotonicTime.nanoseconds() &- start)
            if self.tracksPayloads.load(ordering: .relaxed) || action is any LargePayloadAction {
                self.recordTracked(step, context: context)
            } else {
                self.record(step)
            }
        }
    }

    @inlinable
    func startIfNeeded(_ context: MiddlewareContext<State>) {
        guard !started.load(ordering: .acquiring), let state = context.state else { return }
        inner.withLock {
            $0.log.start(from: state)
            $0.context = context
        }
        started.store(true, ordering: .releasing)
    }

    @inlinable
    func record(_ step: RecordedStep, noting note: (inout Inner) -> Void = { _ in }) {
        let observers = inner.withLock { inner -> [@Sendable (DevToolsEvent) -> Void] in
            note(&inner)
            inner.log.append(step, reducer: reducer)
            inner.generation += 1
            if case .past(let index) = inner.position, index < inner.log.firstIndex {
                inner.position = .past(inner.log.firstIndex)
            }
            return inner.observers.isEmpty ? [] : Array(inner.observers.values)
        }
        for observer in observers { observer(.recorded) }
    }
}
