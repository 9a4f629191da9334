/// A structural diff of two values, by reflection: only the paths that changed, each with
/// its value before and after (as swift-custom-dump's `diff` shows them, but as data).
///
/// Equal parts are skipped without being walked whenever their type is `Equatable`, so a
/// diff costs about the size of what changed plus one equality test per level; collections
/// of `Identifiable` elements are matched by id, so an insertion is one change, not a shift
/// of every later element. A collection that was empty, or becomes empty, costs only the
/// changes listed (a million items loaded are 200 insertions listed and a count of the
/// rest); two big ones of the same size (an item edited among a million) are compared with
/// one `==` per element, and only the elements that differ are walked. A UDFKit
/// `IdentifiedList` whose change record starts from the value before (a reducer lifted with
/// `recordingChanges()`) is read from that record, without comparing its elements. It runs
/// only when asked (never per action).
///
/// ```swift
/// let changes = StateDiff.changes(from: before, to: after)
/// changes.map { "\($0.path): \($0.before ?? "—") → \($0.after ?? "—")" }
/// ```
public enum StateDiff {
    /// The changes from `before` to `after`, at most `limit` of them (a last entry with the
    /// path `…` counts the rest).
    public static func changes<Value>(from before: Value, to after: Value, limit: Int = 200) -> [StateChange] {
        var collector = ChangeCollector(limit: limit)
        collector.compare(before, after, path: "")
        return collector.result
    }
}

/// Walks two values side by side and collects what differs.
struct ChangeCollector {
    let limit: Int
    private(set) var changes: [StateChange] = []
    private var overflow = 0
    /// Parts of the state listed from a change record instead of compared, by path (a
    /// payload the devtools keep apart from the states they compare).
    var listings: [String: RecordListing] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var result: [StateChange] {
        overflow == 0 ? changes : changes + [StateChange(path: "…", before: nil, after: "\(overflow) more changes")]
    }

    /// How many more changes are listed before the rest are only counted.
    var room: Int { limit - changes.count }

    /// Counts `count` changes without listing them.
    mutating func skip(_ count: Int) {
        overflow += count
    }

    mutating func record(_ path: String, _ before: Any?, _ after: Any?) {
        guard changes.count < limit else {
            overflow += 1
            return
        }
        changes.append(StateChange(path: path.isEmpty ? "(root)" : path,
                                   before: before.map(ValueText.describe), after: after.map(ValueText.describe)))
    }

    /// How deep the walk goes; deeper differences are shown whole (and reference cycles end).
    static let maximumDepth = 40

    mutating func compare(_ before: Any, _ after: Any, path: String, depth: Int = 0) {
        if !listings.isEmpty, let listing = listings.removeValue(forKey: path) { return recordListing(listing, path: path) }
        if depth < Self.maximumDepth, compareByRecord(before, after, path: path, depth: depth) { return }
        let equal = Equality.test(before, after)
        if equal == true { return }
        if let (elements, inserted) = Self.filledOrEmptied(before, after) {
            return recordAll(elements, inserted: inserted, path: path)
        }
        if compareSameSize(before, after, path: path, depth: depth) { return }
        let old = Mirror(reflecting: before), new = Mirror(reflecting: after)
        let isLeaf = old.children.isEmpty && new.children.isEmpty
        guard type(of: before) == type(of: after), old.displayStyle == new.displayStyle, !isLeaf, depth < Self.maximumDepth else {
            if equal == false || ValueText.describe(before) != ValueText.describe(after) { record(path, before, after) }
            return
        }
        let depth = depth + 1
        switch old.displayStyle {
        case .optional:
            compareOptionals(old, new, path: path, depth: depth)
        case .enum:
            compareEnums(old, new, before, after, path: path, depth: depth)
        case .collection, .set:
            compareElements(old.children.map(\.value), new.children.map(\.value), path: path, depth: depth)
        case .dictionary:
            compareDictionaries(old, new, path: path, depth: depth)
        default:
            compareFields(old, new, path: path, depth: depth)
        }
    }

    private mutating func compareOptionals(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
        switch (old.children.first?.value, new.children.first?.value) {
        case let (old?, new?): compare(old, new, path: path, depth: depth)
        case let (old?, nil): record(path, old, nil)
        case let (nil, new?): record(path, nil, new)
        case (nil, nil): break
        }
    }

    private mutating func compareEnums(_ old: Mirror, _ new: Mirror, _ before: Any, _ after: Any, path: String, depth: Int) {
        guard let oldCase = old.children.first, let newCase = new.children.first, oldCase.label == newCase.label else {
            record(path, before, after)
            return
        }
        compare(oldCase.value, newCase.value, path: join(path, oldCase.label ?? ""), depth: depth)
    }

    private mutating func compareFields(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
        for (index, (oldField, newField)) in zip(old.children, new.children).enumerated() {
            compare(oldField.value, newField.value, path: join(path, oldField.label ?? "\(index)"), depth: depth)
        }
    }

    private mutating func compareDictionaries(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
        let oldPairs = Self.pairs(old), newPairs = Self.pairs(new)
        for (key, value) in oldPairs {
            let keyPath = "\(path)[\(ValueText.describe(value.key))]"
            if let newValue = newPairs[key] { compare(value.value, newValue.value, path: keyPath, depth: depth) } else { record(keyPath, value.value, nil) }
        }
        for (key, value) in newPairs where oldPairs[key] == nil {
            record("\(path)[\(ValueText.describe(value.key))]", nil, value.value)
        }
    }

    /// A dictionary's entries by the description of their key (keys are `Any` here).
    private static func pairs(_ mirror: Mirror) -> [String: (key: Any, value: Any)] {
        var pairs: [String: (key: Any, value: Any)] = [:]
        for child in mirror.children {
            let parts = Mirror(reflecting: child.value).children.map(\.value)
            guard parts.count == 2 else { continue }
            pairs[ValueText.describe(parts[0])] = (parts[0], parts[1])
        }
        return pairs
    }

    func join(_ path: String, _ label: String) -> String {
        path.isEmpty ? label : "\(path).\(label)"
    }
}
