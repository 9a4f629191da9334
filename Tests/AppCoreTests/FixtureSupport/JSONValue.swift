/// Any JSON value, decoded as it is, so the docs can show a fixture's actions as written.
enum JSONValue: Decodable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(JSONValue.self))
            }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }
}
