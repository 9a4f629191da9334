import Foundation
import Testing
import UDFKit

@Suite struct ActionRegistryTests {
    let registry: ActionRegistry

    init() throws {
        registry = try ActionRegistry([NumberAction.self, RouteAction<Screen>.self]).registering(TagAction.self, as: "Tag")
    }

    @Test func familiesAreNamedAfterTheirTypeUnlessGivenAName() {
        #expect(registry.names == ["NumberAction", "RouteAction<Screen>", "Tag"])
        #expect(registry.name(of: TagAction.tagged("x")) == "Tag")
        #expect(registry.name(of: LogAction.noted("x")) == nil)
    }

    @Test func registeringAFamilyAgainUnderItsNameChangesNothing() throws {
        var again = registry
        try again.register(NumberAction.self)
        #expect(again.names == registry.names)
    }

    @Test func oneNameForTwoFamiliesThrowsAnErrorThatNamesBothAndChangesNothing() throws {
        var registry = try ActionRegistry([NumberAction.self])
        #expect(throws: ActionRegistryError.nameTaken("NumberAction", by: "UDFKitTests.NumberAction", refused: "UDFKitTests.TagAction")) {
            try registry.register(TagAction.self, as: "NumberAction")
        }
        #expect(registry.names == ["NumberAction"])
        #expect(registry.name(of: TagAction.tagged("x")) == nil)
        let error = ActionRegistryError.nameTaken("NumberAction", by: "UDFKitTests.NumberAction", refused: "UDFKitTests.TagAction")
        #expect(error.description == "ActionRegistry: \"NumberAction\" already names UDFKitTests.NumberAction; register UDFKitTests.TagAction under another name")
    }

    @Test func twoNamesForOneFamilyThrowAnErrorThatNamesBoth() throws {
        var registry = try ActionRegistry([NumberAction.self])
        #expect(throws: ActionRegistryError.familyRegisteredTwice("UDFKitTests.NumberAction", as: "NumberAction", refusedName: "Numbers")) {
            try registry.register(NumberAction.self, as: "Numbers")
        }
        #expect(registry.names == ["NumberAction"])
        #expect("\(ActionRegistryError.familyRegisteredTwice("N", as: "A", refusedName: "B"))" == "ActionRegistry: N is already registered as \"A\"; it cannot also be \"B\"")
    }

    @Test func envelopesRoundTripHeterogeneousActions() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.userInfo[.actionRegistry] = registry
        let actions: [any Action] = [NumberAction.appended(4), RouteAction<Screen>.pushed(.help), TagAction.tagged("draft")]
        let json = try encoder.encode(actions.map(ActionEnvelope.init))
        #expect(String(decoding: json, as: UTF8.self) == """
            [{"action":{"appended":{"_0":4}},"type":"NumberAction"},\
            {"action":{"pushed":{"route":{"help":{}}}},"type":"RouteAction<Screen>"},\
            {"action":{"tagged":{"_0":"draft"}},"type":"Tag"}]
            """)
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = registry
        let decoded = try decoder.decode([ActionEnvelope].self, from: json).map(\.action)
        #expect(decoded[0] as? NumberAction == .appended(4))
        #expect(decoded[1] as? RouteAction<Screen> == .pushed(.help))
        #expect(decoded[2] as? TagAction == .tagged("draft"))
    }

    @Test func anUnknownTypeNameIsADecodingErrorThatNamesIt() {
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = registry
        #expect {
            try decoder.decode(ActionEnvelope.self, from: Data(#"{"type":"Missing","action":{}}"#.utf8))
        } throws: { error in
            oneLineDescription(of: error) == #"at type: unknown action type "Missing" (not in the ActionRegistry)"#
        }
    }

    @Test func withoutARegistryEnvelopesSayWhatIsMissing() {
        #expect {
            try JSONEncoder().encode(ActionEnvelope(NumberAction.appended(1)))
        } throws: { error in
            String(describing: error).contains("set userInfo[.actionRegistry] on the encoder or decoder")
        }
    }

    @Test func anUnregisteredActionCannotBeEncoded() {
        let encoder = JSONEncoder()
        encoder.userInfo[.actionRegistry] = registry
        #expect {
            try encoder.encode(ActionEnvelope(LogAction.noted("x")))
        } throws: { error in
            String(describing: error) == "UDFKitTests.LogAction is not registered in the ActionRegistry"
        }
    }
}
