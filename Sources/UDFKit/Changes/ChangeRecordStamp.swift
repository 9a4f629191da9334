/// Which version of some ``ChangeTracking`` data a value is, and which version its open change
/// record began from: how a subscription or a middleware tells whether an action changed the
/// data, and whether the data's ``ChangeTracking/changes`` describe exactly that.
///
/// An ``IdentifiedList`` has one; data made of several lists combines theirs:
///
/// ```swift
/// var changeStamp: ChangeRecordStamp { ChangeRecordStamp(combining: [books.changeStamp, loans.changeStamp]) }
/// ```
public struct ChangeRecordStamp: Hashable, Sendable {
    @usableFromInline
    enum Parts: Hashable, Sendable {
        case one(current: ChangeStamp, begun: ChangeStamp?)
        case many([Parts])
    }

    @usableFromInline let parts: Parts

    @inlinable
    init(current: ChangeStamp, begun: ChangeStamp?) {
        parts = .one(current: current, begun: begun)
    }

    /// The stamp of data made of parts, each with its stamp.
    public init(combining parts: [ChangeRecordStamp]) {
        self.parts = .many(parts.map(\.parts))
    }

    /// Whether the data's change record describes exactly what changed since the data had the
    /// stamp `earlier`: each part either began its record from there, or did not change and
    /// keeps no record. (A part left alone whose record is still open holds an earlier
    /// action's change, which its `changes` would report again.)
    @inlinable
    public func recordsChanges(since earlier: ChangeRecordStamp) -> Bool {
        parts.records(since: earlier.parts)
    }
}

extension ChangeRecordStamp.Parts {
    @inlinable
    func records(since earlier: Self) -> Bool {
        switch (self, earlier) {
        case let (.one(current, begun), .one(before, _)):
            return begun == before || (current == before && begun == nil)
        case let (.many(parts), .many(before)) where parts.count == before.count:
            return zip(parts, before).allSatisfy { $0.records(since: $1) }
        default:
            return false
        }
    }
}
