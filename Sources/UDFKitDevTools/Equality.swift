/// `==` on two values of unknown type, when their type is `Equatable`.
enum Equality {
    /// Whether `a` equals `b`: nil when the type is not `Equatable` (or the types differ in a
    /// way `==` cannot judge), so the caller looks inside instead.
    static func test(_ a: Any, _ b: Any) -> Bool? {
        guard let equatable = a as? any Equatable else { return nil }
        return equatable.isEqual(to: b)
    }
}

extension Equatable {
    /// `self == other`, or false when `other` is of another type.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
