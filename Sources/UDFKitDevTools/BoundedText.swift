/// A value's description, cut after a number of characters, in time proportional to what is
/// written rather than to the value: an action carrying a million items is described from
/// its first few.
///
/// A value with few parts (at most ``smallParts`` values reached through its mirror) is
/// described by Swift itself (`String(describing:)`), exactly as before; a bigger one is
/// written part by part from its mirror, in the same shape (`Type(label: value, …)`,
/// `[a, b, …]`, `[key: value, …]`, `Optional(x)`), until the text is longer than the limit.
///
/// ```swift
/// BoundedText.describe(millionItems, limit: 160)   // "AppData(projects: [AppCore.Project(id: 1, …" (161 characters)
/// ```
enum BoundedText {
    /// The most parts a value may have to be described by Swift whole.
    static let smallParts = 256

    /// At least `limit + 1` characters of the description of `value` when it has that many
    /// (so a caller cutting at `limit` knows it was cut), all of it when shorter.
    static func describe(_ value: Any, limit: Int) -> String {
        var budget = smallParts
        guard !isSmall(value, budget: &budget) else { return String(describing: value) }
        var writer = Writer(limit: limit)
        writer.write(value, nested: false)
        return writer.text
    }

    /// Whether `value` has at most `budget` parts, counting collections by their size
    /// without walking them; uses up the budget.
    fileprivate static func isSmall(_ value: Any, budget: inout Int) -> Bool {
        // A mirror may copy a collection whole (IdentifiedArray's does): its size first.
        if let collection = bigCollection(value), collection.count > budget { return false }
        let children = Mirror(reflecting: value).children
        budget -= 1 + children.count
        guard budget >= 0 else { return false }
        return children.allSatisfy { isSmall($0.value, budget: &budget) }
    }

    /// `value` as a collection to describe element by element (never a string, nor an
    /// optional, which a cast would see through); its size and first elements are read
    /// without a mirror.
    static func bigCollection(_ value: Any) -> (any Collection)? {
        guard !(value is any StringProtocol), !(value is any OptionalProtocol), let collection = value as? any Collection, collection.count > smallParts else { return nil }
        return collection
    }

    /// Writes parts until the text is longer than the limit.
    private struct Writer {
        let limit: Int
        var text = ""
        var isFull: Bool { text.count > limit }

        init(limit: Int) {
            self.limit = max(0, limit)
        }

        /// Writes `value` as Swift describes it: on its own (`nested` false) as `print`
        /// shows it, inside another value as `debugPrint` does (strings quoted, type names
        /// with their module). Small values are left to Swift.
        mutating func write(_ value: Any, nested: Bool) {
            guard !isFull else { return }
            if let collection = BoundedText.bigCollection(value) {
                return list(collection)
            }
            let mirror = Mirror(reflecting: value)
            var budget = BoundedText.smallParts
            guard !mirror.children.isEmpty, !BoundedText.isSmall(value, budget: &budget) else {
                text += nested ? String(reflecting: value) : String(describing: value)
                return
            }
            switch mirror.displayStyle {
            case .collection, .set, .dictionary:
                list(mirror.children.lazy.map(\.value))
            case .optional:
                text += "Optional("
                mirror.children.first.map { write($0.value, nested: true) }
                close(")")
            case .enum:
                enumCase(mirror, of: value, nested: nested)
            case .class:
                text += String(reflecting: type(of: value))    // as Swift prints an object
            default:
                text += mirror.displayStyle == .tuple ? "(" : (nested ? String(reflecting: type(of: value)) : "\(type(of: value))") + "("
                tupleBody(mirror)
                close(")")
            }
        }

        private mutating func enumCase(_ mirror: Mirror, of value: Any, nested: Bool) {
            guard let payload = mirror.children.first else { return }
            if nested { text += String(reflecting: type(of: value)) + "." }
            text += (payload.label ?? "") + "("
            let inner = Mirror(reflecting: payload.value)
            inner.displayStyle == .tuple ? tupleBody(inner) : write(payload.value, nested: true)
            close(")")
        }

        private mutating func tupleBody(_ mirror: Mirror) {
            for (position, child) in mirror.children.enumerated() where !isFull {
                if position > 0 { text += ", " }
                if let label = child.label, !label.hasPrefix(".") { text += "\(label): " }
                write(child.value, nested: true)
            }
        }

        /// `[a, b, …]`, or `[key: value, …]` for the elements of a dictionary.
        private mutating func list(_ elements: some Collection) {
            text += "["
            for (position, element) in elements.enumerated() {
                guard !isFull else { return }
                if position > 0 { text += ", " }
                let parts = BoundedText.bigCollection(element) == nil ? Mirror(reflecting: element).children.map { ($0.label, $0.value) } : []
                if parts.count == 2, parts[0].0 == "key", parts[1].0 == "value" {
                    write(parts[0].1, nested: true)
                    close(": ")    // not after a cut: the ", " before the key may have filled the line
                    write(parts[1].1, nested: true)
                } else {
                    write(element, nested: true)
                }
            }
            close("]")
        }

        /// Ends a part, unless the text is already cut: what was written stays a prefix of
        /// Swift's description.
        private mutating func close(_ closing: String) {
            if !isFull { text += closing }
        }
    }
}
