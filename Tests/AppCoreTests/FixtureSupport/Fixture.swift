import AppCore
import Foundation
import UDFKit

/// One fixture file: a rule of the app told as given / when / then.
///
/// This local runner stands in for UDFKitTesting's fixture runner until the toolbox lands;
/// the JSON shape is the same.
struct Fixture: Decodable, Sendable {
    var title: String
    var story: String
    var given: AppState
    var when: [FixtureAction]
    var then: AppState

    /// Applies the actions to `given` through the app's reducer.
    func run() -> AppState {
        var state = given
        for step in when {
            AppState.reducer.reduce(&state, step.action)
        }
        return state
    }

    /// The decoder of fixtures: whole-second ISO 8601 dates, and "NaN" / "Infinity" /
    /// "-Infinity" for amounts JSON cannot spell.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        return decoder
    }()

    /// The encoder used to show states in failure diffs.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        return encoder
    }()

    /// The folder of fixture files in the test bundle.
    static var folder: URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)
    }

    /// The names of all fixture files, without ".json", sorted.
    static var allNames: [String] {
        guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Loads the fixture named `name`.
    static func load(_ name: String) throws -> Fixture {
        guard let folder else { throw CocoaError(.fileNoSuchFile) }
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
        return try decoder.decode(Fixture.self, from: data)
    }
}

/// One typed action of a fixture: `{"type": "ItemAction", "action": {"itemAdded": {...}}}`.
struct FixtureAction: Decodable, Sendable {
    var type: String
    var caseName: String
    var action: any Action
    /// The action's JSON as written in the fixture, for the docs.
    var json: JSONValue

    private enum CodingKeys: String, CodingKey {
        case type, action
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        let cases = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .action).allKeys
        caseName = cases.first?.stringValue ?? ""
        json = try container.decode(JSONValue.self, forKey: .action)
        switch type {
        case "ProjectAction": action = try container.decode(ProjectAction.self, forKey: .action)
        case "ItemAction": action = try container.decode(ItemAction.self, forKey: .action)
        case "ActivityAction": action = try container.decode(ActivityAction.self, forKey: .action)
        case "ErrorAction": action = try container.decode(ErrorAction.self, forKey: .action)
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "Unknown action type \(type)")
        }
    }
}

/// A coding key for reading the keys an object happens to have.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
