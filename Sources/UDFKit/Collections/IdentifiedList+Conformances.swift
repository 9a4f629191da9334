extension IdentifiedList: Equatable {
    /// Two lists are equal when they hold equal elements in the same order; what changed to
    /// make them so is not compared.
    public static func == (lhs: IdentifiedList, rhs: IdentifiedList) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedList: Hashable where Element: Hashable {
    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}


extension IdentifiedList: Codable where Element: Codable {
    /// Reads an array of elements; two elements with one id are an error that names the id.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        do {
            try self.init(uniqueElements: elements)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the elements as an array, in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension IdentifiedList: ExpressibleByArrayLiteral {
    /// A list written in code: `[Todo(id: 1, title: "Taxes")]`. Two elements with one id in a
    /// literal are a programming error and trap; data read from outside goes through
    /// ``init(uniqueElements:)``, which throws.
    public init(arrayLiteral elements: Element...) {
        do {
            try self.init(uniqueElements: elements)
        } catch {
            preconditionFailure("IdentifiedList literal: \(error)")
        }
    }
}

extension IdentifiedList: IdentifiedElements {
    /// The elements, which ``Reducer/forEach(_:action:_:)`` reaches by id.
    public typealias Member = Element
}

extension IdentifiedList: CustomStringConvertible, CustomReflectable {
    /// The elements, as an array prints them.
    public var description: String { elements.description }

    /// The elements alone, so that test diffs and devtools show them as an array.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
    }
}
