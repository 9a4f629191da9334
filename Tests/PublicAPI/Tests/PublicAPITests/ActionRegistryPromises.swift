import Foundation
import Testing
import UDFKit

/// The promises of `ActionRegistry`: families by name, and a refusal, never a trap, for a
/// name or a family registered twice.
@Suite struct ActionRegistryPromises {
    @Test func oneNameForTwoFamiliesThrowsAndLeavesTheRegistryAsItWas() throws {
        var registry = try ActionRegistry([TodoAction.self])
        #expect(throws: ActionRegistryError.self) { try registry.register(HistoryAction.self, as: "TodoAction") }
        #expect(registry.names == ["TodoAction"])
    }

    @Test func twoNamesForOneFamilyThrow() throws {
        var registry = try ActionRegistry([TodoAction.self])
        #expect(throws: ActionRegistryError.self) { try registry.register(TodoAction.self, as: "Todos") }
        #expect(throws: ActionRegistryError.self) { try ActionRegistry([TodoAction.self]).registering(TodoAction.self, as: "Todos") }
    }

    @Test func aRegisteredFamilyRoundTripsThroughAnEnvelope() throws {
        let registry = try ActionRegistry([TodoAction.self, HistoryAction.self])
        let encoder = JSONEncoder()
        encoder.userInfo[.actionRegistry] = registry
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = registry
        let data = try encoder.encode(ActionEnvelope(TodoAction.completed(id: 2)))
        let back = try decoder.decode(ActionEnvelope.self, from: data)
        #expect(back.action as? TodoAction == .completed(id: 2))
    }
}
