import AppCore
import Dispatch
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// Holds an action of another thread in the store's middleware, before the reducers apply
/// it, until released: keys pressed meanwhile wait behind it, as they wait behind the
/// database watcher's reload while another program writes. The held thread is one of its
/// own, waiting on a semaphore; the test awaits its signals, blocking no thread of the
/// cooperative pool.
final class StoreGate: Sendable {
    let released = DispatchSemaphore(value: 0)
    let held = AsyncStream<Void>.makeStream()
    let done = AsyncStream<Void>.makeStream()

    var middleware: Middleware<AppState> {
        Middleware { _, action, next in
            if action is Gated {
                self.held.continuation.yield()
                self.released.wait()
            }
            next((action as? Gated)?.action ?? action)
        }
    }

    /// The action to hold, as another thread dispatches it.
    struct Gated: Action {
        let action: any Action
    }

    /// Dispatches `action` on another thread, and returns once that thread holds the store
    /// with `action` not yet applied.
    func hold(_ store: Store<TrackerState>, thenApply action: some Action) async {
        Thread.detachNewThread {
            store.dispatch(Gated(action: action))
            self.done.continuation.yield()
        }
        var signals = held.stream.makeAsyncIterator()
        await signals.next()
    }

    /// Lets the other thread go on and waits until it has applied everything.
    func release() async {
        released.signal()
        var signals = done.stream.makeAsyncIterator()
        await signals.next()
    }
}

/// Keys pressed while another thread changes the store: each key is interpreted against
/// the state it meets, and keys typed ahead of a screen that closed under the person are
/// not applied to the screen that replaced it.
@Suite("Changes from elsewhere while keys are pressed")
struct ConcurrentChangeTests {
    let mileage = SampleData.mileageID

    func gatedDriver(clock: ManualNow = ManualNow()) -> (AppDriver, StoreGate) {
        let gate = StoreGate()
        let program = TrackerProgram(data: SampleData.demo(), middleware: [gate.middleware], environment: environment(clock: clock))
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        driver.runUntilIdle()
        return (driver, gate)
    }

    /// Issue 13 §0: the project screen closed after "Deleted the item" in 3 of 17 runs, and
    /// the next `d` `y` deleted the whole project.
    @Test func aDeletionConfirmedWhileAnotherThreadHoldsTheStoreClosesOnlyTheConfirmation() async throws {
        let (driver, gate) = gatedDriver()
        try driver.type("j<Enter>d")
        let other = ItemAction.itemAdded(id: ItemID(77), projectID: SampleData.cafeID, amount: 1,
                                         timestamp: SampleData.referenceDate, notes: nil, at: SampleData.referenceDate)
        await gate.hold(driver.program.store, thenApply: other)
        try driver.type("y")    // queued behind the other thread's actions
        await gate.release()
        driver.runUntilIdle()
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage)])
        #expect(driver.state.app.data.items[id: ItemID(101)] == nil)
        #expect(driver.state.app.data.items[id: ItemID(77)] != nil)
        #expect(driver.state.ui.status == StatusMessage("Deleted the item; u undoes it."))
    }

    @Test func keysTypedAheadOfAScreenClosedElsewhereAreIgnoredAndTheStatusSaysWhy() throws {
        let clock = ManualNow()
        let (driver, _) = gatedDriver(clock: clock)
        try driver.type("j<Enter>")
        driver.program.store.dispatch(ProjectAction.projectDeleted(id: mileage))    // another program
        try driver.type("dy")    // meant for Mileage's items; on the list they would delete a project
        #expect(driver.state.app.data.projects.count == 3)
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.ui.status == StatusMessage("“Mileage” was deleted elsewhere; keys typed meanwhile were ignored.", isError: true))
        #expect(driver.screen.lines[23].hasPrefix(" “Mileage” was deleted elsewhere; keys typed meanwhile were ignored."))
        clock.advance(by: 0.4)
        try driver.type("j")     // still within the quiet period after the last ignored key
        #expect(driver.state.ui.projectSelection.index == 1)
        clock.advance(by: 0.6)
        try driver.type("j")     // seen, and after a pause: keys count again
        #expect(driver.state.ui.inputHold == nil)
        #expect(driver.state.ui.projectSelection == ListSelection(id: SampleData.spendingID, index: 2, offset: 0))
    }

    @Test func aKeyReadBeforeTheNewScreenWasDrawnIsIgnoredEvenAfterAPause() async throws {
        let clock = ManualNow()
        let (driver, gate) = gatedDriver(clock: clock)
        try driver.type("j<Enter>")
        await gate.hold(driver.program.store, thenApply: ProjectAction.projectDeleted(id: mileage))
        clock.advance(by: 5)
        try driver.type("d")    // read while the old screen was still on the terminal
        await gate.release()
        driver.runUntilIdle()
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.ui.inputHold?.lastIgnoredAt == clock.date)
    }

    @Test func ctrlCIsObeyedEvenWhileKeysAreHeld() throws {
        let (driver, _) = gatedDriver()
        try driver.type("j<Enter>")
        driver.program.store.dispatch(ProjectAction.projectDeleted(id: mileage))
        try driver.type("<C-c>")
        #expect(driver.hasQuit)
    }

    @Test func aChangeElsewhereThatLeavesTheScreenOpenHoldsNothing() throws {
        let (driver, _) = gatedDriver()
        try driver.type("j<Enter>")
        driver.program.store.dispatch(ProjectAction.projectDeleted(id: SampleData.cafeID))
        try driver.type("j")
        #expect(driver.state.ui.inputHold == nil)
        #expect(driver.state.ui.itemSelection.index == 1)
    }
}

extension ConcurrentChangeTests {
    @Test func keysTypedAheadOfASelectedItemDeletedElsewhereDoNotDeleteItsNeighbour() throws {
        let (driver, _) = gatedDriver()
        try driver.type("j<Enter>j")
        let selected = try #require(driver.state.ui.itemSelection.id)
        driver.program.store.dispatch(ItemAction.itemDeleted(id: selected, at: SampleData.referenceDate))
        try driver.type("dy")    // meant for the deleted item; the selection now rests on its neighbour
        #expect(driver.state.app.data.items.count == SampleData.demo().items.count - 1)
        #expect(driver.state.ui.status == StatusMessage("The selected item was deleted elsewhere; keys typed meanwhile were ignored.", isError: true))
    }

    @Test func keysTypedAheadOfASelectedProjectDeletedElsewhereDoNotDeleteAnother() throws {
        let (driver, _) = gatedDriver()
        try driver.type("j")
        driver.program.store.dispatch(ProjectAction.projectDeleted(id: mileage))
        try driver.type("dy")
        #expect(driver.state.app.data.projects.count == 3)
        #expect(driver.state.ui.status == StatusMessage("“Mileage” was deleted elsewhere; keys typed meanwhile were ignored.", isError: true))
    }
}
