import Foundation

/// A typed, fixed-value id: a UUID that names one kind of entity.
///
/// The phantom `Entity` keeps ids of different kinds apart, so a ``ProjectID`` can never be
/// passed where an ``ItemID`` is expected. Ids are made by the caller (the action creator,
/// a form, a test) and travel inside actions; reducers never generate them.
///
/// ```swift
/// let fresh = ProjectID()      // a random id, for new entities
/// let fixed = ProjectID(7)     // 00000000-0000-0000-0000-000000000007, for fixtures and samples
/// ```
///
/// Ids encode as their UUID string, so fixtures and logs read `"00000000-0000-0000-0000-000000000007"`.
public struct Identifier<Entity>: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The UUID behind the id.
    public let rawValue: UUID

    /// Wraps an existing UUID, for example one read back from a database.
    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// A new random id.
    public init() {
        self.rawValue = UUID()
    }

    /// A readable fixed id whose UUID ends in the decimal digits of `number`.
    ///
    /// Use it for fixtures, sample data and tests: `ItemID(101)` is
    /// `00000000-0000-0000-0000-000000000101`. Only the last 12 decimal digits are kept.
    public init(_ number: UInt64) {
        var bytes = [UInt8](repeating: 0, count: 16)
        var rest = number % 1_000_000_000_000
        for nibble in 0..<12 {
            let byte = 15 - nibble / 2
            bytes[byte] |= UInt8(rest % 10) << (nibble % 2 == 0 ? 0 : 4)
            rest /= 10
        }
        self.rawValue = UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }

    /// Decodes an id from its UUID string.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Encodes the id as its UUID string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders ids by their UUID bytes; used only to break ties deterministically.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The UUID string.
    public var description: String { rawValue.uuidString }
}

/// The id of a ``Project``.
public typealias ProjectID = Identifier<Project>

/// The id of an ``Item``.
public typealias ItemID = Identifier<Item>
