/// Where a debug build of a ``Store`` reports an action that reached its reducer and that no
/// reducer handles, once per action type.
///
/// An action that changes nothing is usually a mistake: a reducer not combined into the
/// store, a family lifted to the wrong key path, an ``EffectFailed`` nobody shows. In debug
/// builds (UDFKit compiled without optimisation, `swift build`'s default) the store asks its
/// reducer, with ``Reducer/handles(_:)``, whether it handles the type of each action that
/// reaches it, and tells the reporter about the first action of each type it does not. In
/// release builds nothing is checked.
///
/// The rule: an action is reported when it *reaches the reducer* and no reducer handles its
/// type. Effects never reach the reducer (the store runs them). A middleware that handles an
/// action itself drops it or replaces it (does not pass it to `next`), so it is not reported;
/// one that passes it on, as a logger does, leaves it to the reducer.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: app, unhandledActions: .ignored)
/// ```
public struct UnhandledActionReporter: Sendable {
    let report: @Sendable (any Action) -> Void

    /// A reporter that calls `report` with the first action of each type no reducer handles.
    ///
    /// Tests inject one to see what would be reported:
    /// `UnhandledActionReporter { action in unhandled.append("\(type(of: action))") }`.
    public init(_ report: @escaping @Sendable (_ action: any Action) -> Void) {
        self.report = report
    }

    /// Writes one line to standard error: `UDFKit: no reducer handles LoginAction (first
    /// seen: loggedIn(user: 7)); a debug build reports each action type once`. The default.
    public static let standardError = UnhandledActionReporter { action in
        printToStandardError("UDFKit: no reducer handles \(type(of: action)) (first seen: \(action)); a debug build reports each action type once")
    }

    /// Reports nothing: for a store whose unhandled actions are expected, or whose standard
    /// error is a full-screen terminal.
    public static let ignored = UnhandledActionReporter { _ in }
}

/// The action types a store has already checked, and where to report unhandled ones.
@usableFromInline
final class UnhandledActionCheck: Sendable {
    let reporter: UnhandledActionReporter
    /// Behind the store's kind of lock, which ThreadSanitizer sees (it does not see `Mutex`).
    let checked = Locked<Set<ObjectIdentifier>>([])

    @usableFromInline
    init(reporter: UnhandledActionReporter) {
        self.reporter = reporter
    }

    /// Reports `action` if it is the first of its type to reach `reducer` and the reducer
    /// does not handle its type.
    @usableFromInline
    func note<State>(_ action: any Action, reaching reducer: Reducer<State>) {
        let type = type(of: action)
        guard checked.withLock({ $0.insert(ObjectIdentifier(type)).inserted }), !reducer.handles(type) else { return }
        reporter.report(action)
    }
}
