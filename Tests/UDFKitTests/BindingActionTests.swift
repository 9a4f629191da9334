import Testing
import UDFKit
import UDFKitTesting

/// One binding action sets any field of a form by key path, and the form's validation runs
/// after it, as after a named action.
@Suite struct BindingActionTests {
    struct ItemForm: Equatable, Sendable {
        var amount = ""
        var notes = ""
        var problem: String?
    }

    struct Screen: Equatable, Sendable {
        var form = ItemForm()
    }

    static let screen = Reducer<Screen>.binding(\.form) { form in
        form.problem = Double(form.amount) == nil ? "'\(form.amount)' is not a number" : nil
    }

    @Test func aBindingSetsTheFieldAndTheFormIsValidatedAfter() async {
        let store = TestStore(initialState: Screen(), reducer: Self.screen)

        await store.send(BindingAction.set(\ItemForm.amount, "12,5")) {
            $0.form.amount = "12,5"
            $0.form.problem = "'12,5' is not a number"
        }
        await store.send(BindingAction.set(\ItemForm.amount, "12.5")) {
            $0.form.amount = "12.5"
            $0.form.problem = nil
        }
        await store.send(BindingAction.set(\ItemForm.notes, "trip")) { $0.form.notes = "trip" }
    }

    @Test func twoBindingsAreEqualWhenTheySetTheSameFieldToTheSameValue() {
        #expect(BindingAction.set(\ItemForm.amount, "1") == BindingAction.set(\ItemForm.amount, "1"))
        #expect(BindingAction.set(\ItemForm.amount, "1") != BindingAction.set(\ItemForm.amount, "2"))
        #expect(BindingAction.set(\ItemForm.amount, "1") != BindingAction.set(\ItemForm.notes, "1"))
        #expect("\(BindingAction.set(\ItemForm.amount, "1"))".hasPrefix("set("))
    }
}
