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
///     static var payloadPath: WritableKeyPath<TrackerState, AppData> { \.app.data }
///     static var emptyPayload: AppData { AppData() }
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

    /// Where in the state the action's payload goes (right after the action, that part *is*
    /// the payload).
    static var payloadPath: WritableKeyPath<Root, Payload> { get }
    /// A payload that holds nothing (an empty list). The devtools put it in the place of the
    /// payload in the past states they keep, so that those states never share the payload's
    /// storage: a diff then moves one payload along by the change records, without a copy.
    static var emptyPayload: Payload { get }
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
    /// Moves the payload out of a state, leaving ``LargePayloadAction/emptyPayload`` in its place.
    let take: @Sendable (inout State) -> (any Sendable)?
    /// Puts a payload (taken out before) back into a state.
    let put: @Sendable (inout State, any Sendable) -> Void
    /// Moves a payload over one action's change, forward or back; false when that change is unknown.
    let step: @Sendable (inout any Sendable, PayloadChange, Bool) -> Bool
    /// Whether a value is of the payload's type (to find where a state holds it).
    let isPayload: @Sendable (Any) -> Bool

    init<A: LargePayloadAction>(_ action: A.Type) {
        stamp = { ($0 as? A.Root).map { $0[keyPath: A.payloadPath].changeStamp } }
        changes = { ($0 as? A.Root).map { $0[keyPath: A.payloadPath].changes } }
        rewind = { present, changes in
            guard let root = present as? A.Root else { return nil }
            var payload: any Sendable = root[keyPath: A.payloadPath]
            for change in changes where !Self.move(A.self, &payload, by: change, forward: false) { return nil }
            return payload
        }
        take = { state in
            guard let path = A.payloadPath as? WritableKeyPath<State, A.Payload> else { return nil }
            defer { state[keyPath: path] = A.emptyPayload }
            return state[keyPath: path]
        }
        put = { state, payload in
            guard let path = A.payloadPath as? WritableKeyPath<State, A.Payload>, let payload = payload as? A.Payload else { return }
            state[keyPath: path] = payload
        }
        step = { payload, change, forward in Self.move(A.self, &payload, by: change, forward: forward) }
        isPayload = { $0 is A.Payload }
    }

    /// Moves `payload` (an `A.Payload`) over one action's change, forward or back, applied
    /// exactly; false, leaving it as it was, when the change is unknown. In place: the
    /// existential lets go of the payload while it changes, so a payload nothing else holds
    /// is not copied.
    private static func move<A: LargePayloadAction>(_: A.Type, _ payload: inout any Sendable, by change: PayloadChange, forward: Bool) -> Bool {
        switch change {
        case .none:
            return true
        case .record(let record as A.Payload.Changes):
            guard var value = payload as? A.Payload else { return false }
            payload = ()
            value.applyExactly(forward ? record : record.inverted)
            payload = value
            return true
        case .record, .unknown:
            return false
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
