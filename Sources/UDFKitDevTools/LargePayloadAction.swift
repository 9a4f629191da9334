import UDFKit

/// An action whose payload becomes part of the state as it is — a load of the whole data —
/// which the devtools log keeps without its payload, so that recording stays O(change).
///
/// Why: an action kept whole shares its payload's storage with the store's state, so the
/// app's first edit after it copies the whole collection (copy on write), and the log keeps
/// that copy. A payload-free stand-in is kept instead; the payload is rebuilt only when
/// someone asks for it (a replay, a diff, an export): from the store's present state, with
/// the change records (UDFKit's `ChangeTracking.changes`) of the actions after it taken back.
/// From the first such action on, the devtools keep each later action's change record.
///
/// ```swift
/// extension DataLoadAction: LargePayloadAction {
///     static func payload(in state: TrackerState) -> AppData { state.app.data }
///     var withoutPayload: DataLoadAction? { if case .dataLoaded = self { .dataLoaded(AppData()) } else { nil } }
///     var payloadSummary: String { if case .dataLoaded(let data) = self { "\(data.items.count) items" } else { "" } }
///     func with(payload: AppData) -> DataLoadAction { .dataLoaded(payload) }
/// }
/// ```
public protocol LargePayloadAction: Action {
    /// The store's state.
    associatedtype Root: Sendable
    /// The part of the state the payload becomes.
    associatedtype Payload: ChangeTracking & Sendable where Payload.Changes: Sendable

    /// The part of `state` that the action's payload becomes (right after the action, it *is*
    /// the payload).
    static func payload(in state: Root) -> Payload
    /// The action without its payload, which the log keeps; nil to keep this action whole.
    var withoutPayload: Self? { get }
    /// What the payload held, in a few words and O(1) (counts): the log's description of it.
    var payloadSummary: String { get }
    /// This action (a stand-in from ``withoutPayload``) with `payload`.
    func with(payload: Payload) -> Self
}

/// What an action changed in the payload part of the state, as the log keeps it once a
/// ``LargePayloadAction`` was recorded.
enum PayloadChange: Sendable {
    /// Nothing.
    case none
    /// Exactly this change record.
    case record(any Sendable)
    /// Something no record describes (another large payload, or changes not begun per action).
    case unknown
}

/// A large action kept without its payload: the stand-in, the summary, and how to put a
/// payload back in.
struct DroppedPayload: Sendable {
    let summary: String
    let restore: @Sendable (any Sendable) -> (any Action)?
}

/// How to read and take back changes of the payload part of `State`, for one payload type.
struct PayloadTracking<State: Sendable>: Sendable {
    let stamp: @Sendable (State) -> ChangeRecordStamp?
    let changes: @Sendable (State) -> (any Sendable)?
    /// The payload of `present` with `changes` (newest first) taken back; nil when one is unknown.
    let rewind: @Sendable (State, [PayloadChange]) -> (any Sendable)?

    init<A: LargePayloadAction>(_ action: A.Type) {
        stamp = { ($0 as? A.Root).map { A.payload(in: $0).changeStamp } }
        changes = { ($0 as? A.Root).map { A.payload(in: $0).changes } }
        rewind = { present, changes in
            guard let root = present as? A.Root else { return nil }
            var payload = A.payload(in: root)
            for change in changes {
                switch change {
                case .none: continue
                case .record(let record as A.Payload.Changes): payload.applyExactly(record.inverted)
                case .record, .unknown: return nil
                }
            }
            return payload
        }
    }

    /// What the action just recorded changed, given the stamp after the one before.
    func change(in present: State, since earlier: ChangeRecordStamp?) -> (PayloadChange, ChangeRecordStamp?) {
        guard let now = stamp(present), let earlier else { return (.unknown, stamp(present)) }
        if now == earlier { return (.none, now) }
        guard now.recordsChanges(since: earlier), let record = changes(present) else { return (.unknown, now) }
        return (.record(record), now)
    }
}

extension LargePayloadAction {
    /// The stand-in, the summary and the tracking, when `State` is this action's root and the
    /// action has a stand-in.
    func dropped<State: Sendable>(for state: State.Type) -> (any Action, DroppedPayload, PayloadTracking<State>)? {
        guard Root.self == State.self, let light = withoutPayload else { return nil }
        let restore: @Sendable (any Sendable) -> (any Action)? = { ($0 as? Payload).map { light.with(payload: $0) } }
        return (light, DroppedPayload(summary: payloadSummary, restore: restore), PayloadTracking<State>(Self.self))
    }
}
