import Foundation
import UDFKit

/// A documented example of a reducer's behaviour: a state, some actions, the state they lead to.
///
/// A fixture is a JSON file meant to be read by people as much as run by tests:
///
/// ```json
/// {
///   "title": "Deleting a project removes its items",
///   "story": "Items cannot outlive their project, or totals would count ghosts.",
///   "given": { "projects": [...], "items": [...] },
///   "when": [ { "type": "ProjectAction", "action": { "deleted": { "id": "P1" } } } ],
///   "then": { "projects": [], "items": [] }
/// }
/// ```
///
/// Each action in `when` names its family as registered in UDFKit's `ActionRegistry`.
/// ``FixtureRunner`` loads and runs them.
public struct Fixture<State: Sendable>: Sendable {
    /// What the fixture shows, as a title.
    public var title: String
    /// One sentence: why this behaviour matters.
    public var story: String
    /// The state before the actions.
    public var given: State
    /// The actions, applied in order.
    public var when: [any Action]
    /// The state after them.
    public var then: State
    /// The name of the file it came from.
    public var file: String

    /// Creates a fixture in code.
    public init(title: String, story: String, given: State, when: [any Action], then: State, file: String = "") {
        self.title = title
        self.story = story
        self.given = given
        self.when = when
        self.then = then
        self.file = file
    }
}

extension Fixture: Decodable where State: Decodable {
    enum CodingKeys: String, CodingKey {
        case title, story, given, when, then
    }

    /// Reads a fixture; the actions need UDFKit's `ActionRegistry` in `decoder.userInfo`.
    /// The title and the story must not be blank, and `when` must not be empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try Self.text(.title, in: container)
        story = try Self.text(.story, in: container)
        given = try container.decode(State.self, forKey: .given)
        when = try container.decode([ActionEnvelope].self, forKey: .when).map(\.action)
        then = try container.decode(State.self, forKey: .then)
        file = ""
        if when.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .when, in: container, debugDescription: "a fixture needs at least one action")
        }
    }

    private static func text(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> String {
        let text = try container.decode(String.self, forKey: key)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "the \(key.stringValue) must not be blank")
        }
        return text
    }
}

/// A fixture file that cannot be read or decoded, in one line: the file, where, and why.
public struct FixtureError: Error, Equatable, CustomStringConvertible {
    /// The fixture's file name.
    public var file: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `deleting-a-project.json: at when[1].type: unknown action type "Foo" (not in the ActionRegistry)`
    public var description: String { "\(file): \(reason)" }
}
