import AppCore
import Foundation
import PropertyBased
import Synchronization
import Testing
import UDFKit

/// Random sequences of valid and invalid actions, undos, redos and groups keep every
/// invariant of the data; a refused action changes no data and no history; an accepted one
/// that changes nothing adds no undo step; undo after any accepted action that changed the
/// data restores the data before it, and redo the data after it. A failure
/// shrinks the sequence and prints its seed.
@Suite struct InvariantPropertyTests {
    @Test(.shrinking)
    func randomActionsKeepTheInvariants() async {
        await propertyCheck(count: 300, input: RandomStep.generator.array(of: 0...40)) { steps in
            var state = AppState()
            for (number, step) in steps.enumerated() {
                let before = state
                AppState.reducer.reduce(&state, step.action)
                #expect(invariantViolations(state.data) == [], "after step \(number + 1): \(step)")
                #expect(state.route.stack.allSatisfy { $0.isForm || $0.isValid(in: state.data) })
                guard step.isDataAction else { continue }
                if state.lastError != nil {
                    #expect(state.data == before.data, "refused step \(number + 1) changed the data: \(step)")
                    #expect(state.history == before.history, "refused step \(number + 1) became an undo step: \(step)")
                } else if state.data == before.data {
                    // Accepted but changing nothing (a form saved as it was): no undo step, so
                    // that `u` undoes the last real change.
                    #expect(state.history == before.history, "step \(number + 1) changed nothing but became an undo step: \(step)")
                } else if !before.history.isGrouping {
                    expectUndoAndRedo(from: state, restore: before.data, step: number + 1)
                }
            }
        }
    }

    /// Undo gives back the data before the last step, and redo the data after it.
    func expectUndoAndRedo(from state: AppState, restore before: AppData, step: Int) {
        var undone = state
        AppState.reducer.reduce(&undone, HistoryAction.undone)
        #expect(undone.data.hasSameRecords(as: before), "undo after step \(step) did not restore the data")
        AppState.reducer.reduce(&undone, HistoryAction.redone)
        #expect(undone.data.hasSameRecords(as: state.data), "redo after step \(step) did not restore the data")
    }

    @Test(.shrinking)
    func aBrokenPropertyShrinksAndPrintsItsSeed() async {
        let seedPrinted = Mutex(false)

        await withKnownIssue {
            await propertyCheck(count: 300, input: RandomStep.generator.array(of: 0...40)) { steps in
                var state = AppState()
                steps.forEach { AppState.reducer.reduce(&state, $0.action) }
                // Deliberately false: some sequences do create a project.
                #expect(state.data.projects.isEmpty)
            }
        } matching: { issue in
            if String(describing: issue).contains(".fixedSeed(") {
                seedPrinted.withLock { $0 = true }
            }
            return true
        }

        #expect(seedPrinted.withLock { $0 })
    }
}

/// The case the property test found: a project form saved a second time as it was.
@Suite struct NoChangeUndoTests {
    @Test func savingAProjectUnchangedAddsNoUndoStepSoUndoRevertsTheRealEdit() {
        let id = ProjectID(1)
        let at = date("2025-03-01T09:00:00Z")
        var state = AppState()
        AppState.reducer.reduce(&state, ProjectAction.projectCreated(id: id, title: "Mileage", units: "km", frequency: .daily, at: at))
        let edit = ProjectAction.projectEdited(id: id, title: "  Hours  ", units: " h ", frequency: .daily, at: at, expectedVersion: nil)
        AppState.reducer.reduce(&state, edit)
        let edited = state
        AppState.reducer.reduce(&state, edit)
        #expect(state.data == edited.data)
        #expect(state.history == edited.history)
        AppState.reducer.reduce(&state, HistoryAction.undone)
        #expect(state.data.projects[id: id]?.title == "Mileage")
    }
}
