import Foundation

/// The dependencies every app has: a clock, ids and the date. A ``TestStore`` sets a test
/// clock, ids counted up from zero and a fixed date; a running app the real ones.
extension DependencyValues {
    /// The clock effects sleep on (debounce and throttle too).
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }

    /// Makes ids for new records.
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }

    /// Tells the date.
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}

private enum ClockKey: DependencyKey {
    static var liveValue: any Clock<Duration> { ContinuousClock() }
}

private enum UUIDGeneratorKey: DependencyKey {
    static var liveValue: UUIDGenerator { .live }
}

private enum DateGeneratorKey: DependencyKey {
    static var liveValue: DateGenerator { .live }
}

/// Makes UUIDs: random ones in an app, counted ones in a test.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
/// ```
public struct UUIDGenerator: Sendable {
    private let make: @Sendable () -> UUID

    /// A generator that calls `make`.
    public init(_ make: @escaping @Sendable () -> UUID) {
        self.make = make
    }

    /// A new id.
    public func callAsFunction() -> UUID {
        make()
    }

    /// Random ids (`UUID()`).
    public static let live = UUIDGenerator { UUID() }

    /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`: what a test compares with.
    public static func incrementing() -> UUIDGenerator {
        let next = LockedCounter()
        return UUIDGenerator {
            let number = next.take()
            return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: number >> 56), UInt8(truncatingIfNeeded: number >> 48),
                               UInt8(truncatingIfNeeded: number >> 40), UInt8(truncatingIfNeeded: number >> 32), UInt8(truncatingIfNeeded: number >> 24),
                               UInt8(truncatingIfNeeded: number >> 16), UInt8(truncatingIfNeeded: number >> 8), UInt8(truncatingIfNeeded: number)))
        }
    }
}

/// Tells the date: the system's in an app, a fixed one in a test.
public struct DateGenerator: Sendable {
    private let make: @Sendable () -> Date

    /// A generator that calls `make`.
    public init(_ make: @escaping @Sendable () -> Date) {
        self.make = make
    }

    /// The date now.
    public func callAsFunction() -> Date {
        make()
    }

    /// The system's date (`Date()`).
    public static let live = DateGenerator { Date() }

    /// Always `date`.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }
}

/// A number counted up under a lock, from zero.
final class LockedCounter: Sendable {
    private let count = Locked(UInt64(0))

    /// The next number.
    func take() -> UInt64 {
        count.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}
