/// Whether two values are equal when they are of one `Equatable` type, or `nil` when their
/// type is not `Equatable`: how ``History`` compares recorded actions and ``SnapshotSaver``
/// skips saving an unchanged value.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
