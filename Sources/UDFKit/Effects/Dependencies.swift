import Foundation

/// What effects need from outside the store: a clock, ids, the date, and the app's own
/// clients. Set where the store is made, overridden per test in one line, and read inside an
/// effect with ``Dependency``.
///
/// ```swift
/// let store = Store(initialState: Search(), reducer: search) { $0.api = .live }
/// let test = TestStore(initialState: Search(), reducer: search) { $0.api = .fixed(["Swift"]) }
/// ```
///
/// The store binds its values for the tasks of the effects it runs (a task local), so code an
/// effect calls reads them too. Reducers that need one (an id for a new record) take it as
/// their third parameter: `Reducer(TodoAction.self) { state, action, dependencies -> Effect in … }`.
///
/// An app's own dependency is a ``DependencyKey`` and a property:
///
/// ```swift
/// struct APIKey: DependencyKey { static let liveValue = API.live }
/// extension DependencyValues {
///     var api: API {
///         get { self[APIKey.self] }
///         set { self[APIKey.self] = newValue }
///     }
/// }
/// ```
public struct DependencyValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// What reading a value nobody set gives: the live one, or in a test the key's test
    /// value (or a reported failure naming the key). A class, so that the values are two
    /// words, passed with every action at no cost.
    private var testing: MissingReporter?

    /// The live values: each key's ``DependencyKey/liveValue`` unless set.
    public init() {}

    /// Values for a test: a key nobody set gives its ``DependencyKey/testValue``, and one
    /// without a test value calls `missing` with the key's name (a `TestStore` records a
    /// test failure) and gives the live value.
    public static func test(missing: @escaping @Sendable (_ key: String) -> Void) -> DependencyValues {
        var values = DependencyValues()
        values.testing = MissingReporter(report: missing)
        return values
    }

    /// Whether these are the live values, none set: what an effect reads without a binding.
    var isLive: Bool { values.isEmpty && testing == nil }

    /// The value of `key`: set, else live (or, in a test, the test value).
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
            guard let testing else { return Key.liveValue }
            if let value = Key.testValue { return value }
            testing.report(String(describing: key))
            return Key.liveValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// The values of the store whose effect is running, bound for its task.
    @TaskLocal public static var current = DependencyValues()
}

/// Reports a dependency a test read without setting it.
private final class MissingReporter: Sendable {
    let report: @Sendable (String) -> Void

    init(report: @escaping @Sendable (String) -> Void) {
        self.report = report
    }
}

/// A dependency of the app's: its type and the value a running app uses.
public protocol DependencyKey {
    /// What the dependency is.
    associatedtype Value: Sendable
    /// The value of a running app.
    static var liveValue: Value { get }
    /// The value in a test that did not set one; nil (the default) makes reading it there a
    /// test failure naming the key.
    static var testValue: Value? { get }
}

extension DependencyKey {
    /// No test value: a test that reads the dependency without setting it fails.
    public static var testValue: Value? { nil }
}

/// Reads a dependency of the store whose effect is running: `@Dependency(\.clock) var clock`.
///
/// ```swift
/// return .run { send in
///     @Dependency(\.clock) var clock
///     try await clock.sleep(for: .seconds(1))
///     send(TimerAction.ticked)
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    /// The dependency at `keyPath` of ``DependencyValues``.
    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// Its value now, in the running effect's store.
    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
