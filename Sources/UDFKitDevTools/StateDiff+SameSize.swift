extension ChangeCollector {
    /// Compares two big collections of the same type and size whose elements are
    /// `Equatable` without a mirror (an `IdentifiedArray`'s copies every element): one `==`
    /// per position, then only the elements that differ are walked, as the general
    /// comparison walks them (by id, when the elements are `Identifiable` and every differing
    /// one kept its id; else by position). False, with nothing recorded, when this does not
    /// apply: a small collection, another size, elements that are not `Equatable`, an id that
    /// changed (an insertion or a move: the general comparison matches them by id), a range.
    mutating func compareSameSize(_ before: Any, _ after: Any, path: String, depth: Int) -> Bool {
        guard depth < Self.maximumDepth, type(of: before) == type(of: after), !(before is any StringProtocol),
              !(before is any OptionalProtocol), !(before is any RangeExpression),
              let old = before as? any Collection, old.count > BoundedText.smallParts,
              let differing = Self.differingPairs(old, after) else { return false }
        let ids = differing.map { pair in Self.ids(of: [pair.old, pair.new]) }
        if ids.contains(where: { $0.map { $0[0] != $0[1] } ?? false }) { return false }
        for (pair, pairIDs) in zip(differing, ids) {
            let elementPath = pairIDs.map { self.elementPath(path, $0[0]) } ?? "\(path)[\(pair.position)]"
            compare(pair.old, pair.new, path: elementPath, depth: depth + 1)
        }
        return true
    }

    /// The elements of `old` and `new` (of `old`'s type, and as many) that differ, with their
    /// position; nil when `new` is not of that type or size, or the elements are not `Equatable`.
    private static func differingPairs<C: Collection>(_ old: C, _ new: Any) -> [(old: Any, new: Any, position: Int)]? {
        guard let new = new as? C, old.count == new.count,
              let equatable = C.Element.self as? any Equatable.Type else { return nil }
        return differingPairs(old, new, as: equatable)
    }

    private static func differingPairs<C: Collection, E: Equatable>(_ old: C, _ new: C, as: E.Type) -> [(old: Any, new: Any, position: Int)] {
        var pairs: [(old: Any, new: Any, position: Int)] = []
        for (position, (oldElement, newElement)) in zip(old, new).enumerated() {
            guard let before = oldElement as? E, let after = newElement as? E, before != after else { continue }
            pairs.append((oldElement, newElement, position))
        }
        return pairs
    }
}
