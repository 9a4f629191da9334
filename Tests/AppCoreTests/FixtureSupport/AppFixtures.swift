import AppCore
import Foundation
import UDFKit
import UDFKitTesting

/// The fixtures of Fixtures/, run by UDFKitTesting's ``FixtureRunner`` through the app's
/// reducer, with the app's action registry.
enum AppFixtures {
    /// Whole-second ISO 8601 dates, and "NaN" / "Infinity" / "-Infinity" for the amounts
    /// JSON cannot spell (the fixtures of refused amounts need them).
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        decoder.userInfo[.actionRegistry] = AppState.actionRegistry
        return decoder
    }

    static let runner = FixtureRunner(reducer: AppState.reducer, registry: AppState.actionRegistry, decoder: makeDecoder())

    /// The folder of fixture files in the test bundle.
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)

    /// The fixture files, sorted by name.
    static let files: [URL] = folder.map { FixtureRunner<AppState>.files(in: $0) } ?? []

    /// The file name without ".json".
    static func name(of file: URL) -> String {
        file.deletingPathExtension().lastPathComponent
    }

    /// The name of an action's case: `projectCreated`, `undone`, `pushed`.
    static func caseName(of action: any Action) -> String {
        Mirror(reflecting: action).children.first?.label ?? String(describing: action)
    }
}

/// The `when` of a fixture file as written, for the docs: each action's family and JSON.
struct WrittenActions: Decodable {
    struct Step: Decodable {
        var type: String
        var action: JSONValue
    }

    var when: [Step]

    static func load(_ file: URL) throws -> [Step] {
        try JSONDecoder().decode(WrittenActions.self, from: Data(contentsOf: file)).when
    }
}

/// A coding key for reading the keys an object happens to have.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
