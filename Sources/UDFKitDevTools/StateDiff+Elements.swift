extension ChangeCollector {
    /// Compares two collections: by id when their elements are `Identifiable` (an inserted
    /// or removed element is one change), else position by position.
    mutating func compareElements(_ old: [Any], _ new: [Any], path: String, depth: Int) {
        if let oldIDs = Self.ids(of: old), let newIDs = Self.ids(of: new) {
            compareByID(old, oldIDs, new, newIDs, path: path, depth: depth)
            return
        }
        for index in 0..<max(old.count, new.count) {
            let elementPath = "\(path)[\(index)]"
            switch (index < old.count, index < new.count) {
            case (true, true): compare(old[index], new[index], path: elementPath, depth: depth)
            case (true, false): record(elementPath, old[index], nil)
            case (false, true): record(elementPath, nil, new[index])
            case (false, false): break
            }
        }
    }

    /// When one of two collections of the same type (a list or a set, not a dictionary) is
    /// empty and the other is not: the other, and whether its elements were inserted. Read
    /// through `Collection`, not a mirror, which may copy the collection whole.
    static func filledOrEmptied(_ before: Any, _ after: Any) -> (elements: any Collection, inserted: Bool)? {
        guard type(of: before) == type(of: after), !(before is any StringProtocol),
              let old = before as? any Collection, let new = after as? any Collection, old.isEmpty != new.isEmpty else { return nil }
        let style = Mirror(reflecting: old.isEmpty ? before : after).displayStyle
        guard style == .collection || style == .set else { return nil }
        return old.isEmpty ? (new, true) : (old, false)
    }

    /// Records every element of a collection that was empty (`inserted`) or became empty:
    /// only the first ones listed are read, the rest counted. They are named by id when the
    /// ones listed are all `Identifiable`, else by position.
    mutating func recordAll(_ elements: some Collection, inserted: Bool, path: String) {
        let listed = elements.prefix(max(0, room)).map { $0 as Any }
        let ids = Self.ids(of: listed)
        for (index, element) in listed.enumerated() {
            let elementPath = ids.map { self.elementPath(path, $0[index]) } ?? "\(path)[\(index)]"
            inserted ? record(elementPath, nil, element) : record(elementPath, element, nil)
        }
        skip(elements.count - listed.count)
    }

    private mutating func compareByID(_ old: [Any], _ oldIDs: [AnyHashable], _ new: [Any], _ newIDs: [AnyHashable], path: String, depth: Int) {
        // Elements that kept their place are compared in order, without hashing.
        if oldIDs == newIDs {
            for index in old.indices {
                compare(old[index], new[index], path: elementPath(path, oldIDs[index]), depth: depth)
            }
            return
        }
        var oldIndex: [AnyHashable: Int] = [:]
        for (index, id) in oldIDs.enumerated() { oldIndex[id] = index }
        var seen = Set<AnyHashable>()
        for (index, id) in newIDs.enumerated() {
            seen.insert(id)
            if let previous = oldIndex[id] {
                compare(old[previous], new[index], path: elementPath(path, id), depth: depth)
            } else {
                record(elementPath(path, id), nil, new[index])
            }
        }
        for (index, id) in oldIDs.enumerated() where !seen.contains(id) {
            record(elementPath(path, id), old[index], nil)
        }
    }

    func elementPath(_ path: String, _ id: AnyHashable) -> String {
        "\(path)[id: \(ValueText.describe(id.base))]"
    }

    /// The ids of the elements, if every one is `Identifiable`.
    static func ids(of elements: [Any]) -> [AnyHashable]? {
        var ids: [AnyHashable] = []
        ids.reserveCapacity(elements.count)
        for element in elements {
            guard let identifiable = element as? any Identifiable else { return nil }
            ids.append(identifier(of: identifiable))
        }
        return ids
    }

    private static func identifier<Element: Identifiable>(of element: Element) -> AnyHashable {
        AnyHashable(element.id)
    }
}
