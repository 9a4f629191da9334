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

    private func elementPath(_ path: String, _ id: AnyHashable) -> String {
        "\(path)[id: \(ValueText.describe(id.base))]"
    }

    /// The ids of the elements, if every one is `Identifiable`.
    private static func ids(of elements: [Any]) -> [AnyHashable]? {
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
