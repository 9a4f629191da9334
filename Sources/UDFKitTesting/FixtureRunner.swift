import Foundation
import Testing
import UDFKit

/// Runs JSON fixtures (``Fixture``) through a reducer and reports any difference as a test issue.
///
/// ```swift
/// let runner = FixtureRunner(reducer: appReducer, registry: AppAction.registry)
///
/// @Test(arguments: FixtureRunner<AppState>.files(in: fixturesFolder))
/// func fixture(_ file: URL) {
///     runner.run(file)
/// }
/// ```
///
/// A failure names the file and the title, repeats the story (why the behaviour matters),
/// and shows a -/+ diff between `then` (-) and the state the actions produced (+). Dates in
/// fixtures are ISO 8601 (`"2024-03-01T09:30:00Z"`) unless another decoder is given.
public struct FixtureRunner<State: Decodable & Equatable & Sendable>: Sendable {
    /// The reducer the fixtures document.
    public let reducer: Reducer<State>
    private let decoder: JSONDecoder

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - reducer: applies each fixture's `when` actions.
    ///   - registry: names the action families fixtures use.
    ///   - decoder: decodes the states; by default with ISO 8601 dates. Its `userInfo` gets
    ///     the registry.
    public init(reducer: Reducer<State>, registry: ActionRegistry, decoder: JSONDecoder? = nil) {
        self.reducer = reducer
        let decoder = decoder ?? {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        }()
        decoder.userInfo[.actionRegistry] = registry
        self.decoder = decoder
    }

    /// The `.json` files of a folder, sorted by name; empty when the folder cannot be read.
    ///
    /// A parameterized test over an empty list runs nothing: pair it with a check that the
    /// list is not empty, or use ``runAll(in:fileID:filePath:line:column:)``, which fails then.
    public static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appending(path: $0) }
    }

    /// Reads a fixture file.
    ///
    /// - Throws: a ``FixtureError`` naming the file and saying what is wrong where.
    public func load(_ file: URL) throws -> Fixture<State> {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw FixtureError(file: file.lastPathComponent, reason: "cannot be read (\(error.localizedDescription))")
        }
        do {
            var fixture = try decoder.decode(Fixture<State>.self, from: data)
            fixture.file = file.lastPathComponent
            return fixture
        } catch {
            throw FixtureError(file: file.lastPathComponent, reason: oneLineDescription(of: error))
        }
    }

    /// The state the fixture's actions produce from its `given` state.
    public func outcome(of fixture: Fixture<State>) -> State {
        var state = fixture.given
        for action in fixture.when {
            reducer.reduce(&state, action)
        }
        return state
    }

    /// Loads and runs one fixture file, recording an issue at the caller if it cannot be
    /// loaded or if its outcome is not its `then`.
    ///
    /// - Returns: whether the fixture passed.
    @discardableResult
    public func run(_ file: URL, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Bool {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            return check(try load(file), at: location)
        } catch {
            Issue.record(Comment(rawValue: "Fixture \(error)"), sourceLocation: location)
            return false
        }
    }

    /// Runs a fixture made in code or loaded before; see ``run(_:fileID:filePath:line:column:)``.
    @discardableResult
    public func run(_ fixture: Fixture<State>, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Bool {
        check(fixture, at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs every fixture file of a folder; a folder without fixtures is an issue too, so
    /// that a wrong path cannot pass silently.
    public func runAll(in folder: URL, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let files = Self.files(in: folder)
        if files.isEmpty {
            Issue.record(Comment(rawValue: "No fixtures (.json files) in \(folder.path)"), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        for file in files {
            run(file, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    private func check(_ fixture: Fixture<State>, at location: SourceLocation) -> Bool {
        let outcome = outcome(of: fixture)
        guard outcome != fixture.then else { return true }
        let name = fixture.file.isEmpty ? "\"\(fixture.title)\"" : "\"\(fixture.title)\" (\(fixture.file))"
        recordDiff("Fixture \(name) failed.\nWhy it matters: \(fixture.story)\nThe state after `when` is not `then`", expected: fixture.then, actual: outcome, at: location)
        return false
    }
}
