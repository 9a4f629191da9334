@testable import AppStorage
import AppCore
import Foundation
import Testing
import UDFKit
import UDFKitTesting

/// What the screen shows is what the file holds (issue 24 §1): every AppCore fixture — each
/// rule and each refusal — is dispatched through the store and the persistence middleware the
/// full-screen program and the commands use, on both engines, and after every action the
/// database holds exactly the data in memory. A refused action writes nothing.
@Suite(.onOwnThread) struct ScreenAndFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AppCoreTests/Fixtures")

    static let runner: FixtureRunner<AppState> = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        decoder.userInfo[.actionRegistry] = AppState.actionRegistry
        return FixtureRunner(reducer: AppState.reducer, registry: AppState.actionRegistry, decoder: decoder)
    }()

    static let cases: [(Backend, String)] = Backend.all.flatMap { backend in
        FixtureRunner<AppState>.files(in: fixtures).map { (backend, $0.lastPathComponent) }
    }

    @Test(arguments: cases)
    func theFileHoldsWhatTheStoreHoldsAfterEveryActionOfAFixture(backend: Backend, fixture name: String) throws {
        // Given the fixture's state, in memory and in a database
        let fixture = try Self.runner.load(Self.fixtures.appendingPathComponent(name))
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: fixture.given.data)
        defer { storage.close() }
        let persistence = Persistence(storage: storage)
        let store = Store(initialState: fixture.given, reducer: PersistentStore.reducer, middleware: [persistence.middleware])
        // When each of its actions is dispatched
        for action in fixture.when {
            store.dispatch(action)
            // Then the file holds what the store holds, refused or not
            // (no write failed: only an ErrorAction says so itself)
            #expect(action is ErrorAction || store.state.lastError?.isNotSaved != true, "\(name): \(action)")
            #expect(try database.dataOnDisk() == store.state.data, "\(name): after \(action)")
        }
        #expect(store.state.data == fixture.then.data)
    }
}
