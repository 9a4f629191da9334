import UDFKit

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

    /// The collections seen once as collections of `E` (the type of their elements), so that
    /// each pair is compared by `E`'s own `==`: a dynamic cast per element cost about 0.7 µs,
    /// 1.4 s for a million.
    private static func differingPairs<C: Collection, E: Equatable>(_ old: C, _ new: C, as: E.Type) -> [(old: Any, new: Any, position: Int)]? {
        // An array inside (an `IdentifiedList`'s) is walked as an array: the list's default
        // `index(after:)` cost 200 ns an element in generic code.
        if let oldArray = (old as? any ElementArray)?.elementArray as? [E], let newArray = (new as? any ElementArray)?.elementArray {
            return differingPairs(typed: oldArray, newArray)
        }
        guard let old = old as? any Collection<E> else { return nil }
        return differingPairs(typed: old, new)
    }

    /// A plain loop: `zip` and `enumerated` in unspecialised generic code look their types'
    /// metadata up on every element.
    private static func differingPairs<T: Collection>(typed old: T, _ new: Any) -> [(old: Any, new: Any, position: Int)]? where T.Element: Equatable {
        guard let new = new as? T else { return nil }
        var pairs: [(old: Any, new: Any, position: Int)] = []
        var oldIndex = old.startIndex, newIndex = new.startIndex, position = 0
        let end = old.endIndex
        while oldIndex != end {
            let before = old[oldIndex], after = new[newIndex]
            if before != after { pairs.append((before, after, position)) }
            old.formIndex(after: &oldIndex)
            new.formIndex(after: &newIndex)
            position += 1
        }
        return pairs
    }
}

/// A collection that keeps its elements in an array, given whole in O(1).
protocol ElementArray {
    /// The elements, as an `Array` of them.
    var elementArray: Any { get }
}

extension IdentifiedList: ElementArray {
    var elementArray: Any { array }
}
