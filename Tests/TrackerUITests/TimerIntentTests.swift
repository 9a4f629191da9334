import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// `s` does what the screen showed it would (issue 24 §5): a timer stopped elsewhere a moment
/// before `s` is not started again, one started elsewhere is not stopped; a project whose
/// timer runs is never deleted without saying so.
@Suite("The timer keys act on what the screen showed")
struct TimerIntentTests {
    let hours = SampleData.hoursID

    /// The demo (Hours worked first, its timer running for 2:00:00), with a gate to hold
    /// another thread's action in the store while keys are read.
    func gatedDriver() -> (AppDriver, StoreGate) {
        let gate = StoreGate()
        let program = TrackerProgram(data: SampleData.demo(), middleware: [gate.middleware],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        driver.runUntilIdle()
        return (driver, gate)
    }

    @Test func sOnATimerStoppedElsewhereJustBeforeStartsNoNewOne() async throws {
        let (driver, gate) = gatedDriver()
        #expect(driver.screen.lines[2].contains("● 2:00:00"))
        // Another program stops it; its change reaches the store just before the `s` read
        // from the frame that still shows the timer running.
        await gate.hold(driver.program.store, thenApply: ActivityAction.activityStopped(projectID: hours, itemID: ItemID(77), at: SampleData.referenceDate))
        try driver.type("s")
        await gate.release()
        driver.runUntilIdle()

        #expect(driver.state.app.data.activities.isEmpty)
        #expect(driver.state.app.data.items.filter { $0.projectID == hours }.count == 16)
        #expect(driver.state.ui.status == StatusMessage("The timer of “Hours worked” was stopped elsewhere; nothing was started (s starts it).", isError: true))
    }

    @Test func sOnATimerStartedElsewhereJustBeforeStopsNothing() async throws {
        let (driver, gate) = gatedDriver()
        try driver.type("s")
        #expect(driver.state.app.data.activities.isEmpty)
        #expect(driver.screen.lines[2].contains("Hours worked") && !driver.screen.lines[2].contains("●"))
        let startedElsewhere = SampleData.referenceDate.addingTimeInterval(-60)
        await gate.hold(driver.program.store, thenApply: ActivityAction.activityStarted(projectID: hours, at: startedElsewhere))
        try driver.type("s")
        await gate.release()
        driver.runUntilIdle()

        #expect(driver.state.app.data.activities[id: hours] == Activity(projectID: hours, startedAt: startedElsewhere))
        #expect(driver.state.app.data.items.filter { $0.projectID == hours }.count == 16)
        #expect(driver.state.ui.status == StatusMessage("The timer of “Hours worked” was started elsewhere; nothing was stopped (s stops it).", isError: true))
    }

    @Test func sWithNothingChangedElsewhereStopsAndStartsAsBefore() throws {
        let driver = demoDriver()
        try driver.type("s")
        #expect(driver.state.app.data.activities.isEmpty)
        #expect(driver.state.ui.status == StatusMessage("Stopped “Hours worked”: 2:00:00 recorded."))
        try driver.type("s")
        #expect(driver.state.app.data.activities[id: hours] == Activity(projectID: hours, startedAt: SampleData.referenceDate))
        #expect(driver.state.ui.status == StatusMessage("Started the timer of “Hours worked”; s stops it."))
    }

    @Test func theDeleteQuestionSaysTheTimerRunsAndSRecordsItsTimeFirst() throws {
        let driver = demoDriver()
        try driver.type("d")
        #expect(driver.screen.shows("“Hours worked” and its 15 items will be deleted."))
        #expect(driver.screen.shows("Its timer is running (2:00:00)."))
        #expect(driver.screen.shows("s stops it and records the time first;"))
        #expect(driver.screen.shows("y deletes it and discards that time."))
        try driver.type("s")
        #expect(driver.state.app.data.activities.isEmpty)
        #expect(driver.state.route.top == .deleteConfirmation(of: .project(id: hours)))
        #expect(driver.state.ui.status == StatusMessage("Stopped “Hours worked”: 2:00:00 recorded."))
        #expect(driver.screen.shows("“Hours worked” and its 16 items will be deleted."))
        #expect(!driver.screen.shows("Its timer is running"))
        try driver.type("y")
        #expect(driver.state.app.data.projects[id: hours] == nil)
        #expect(driver.state.ui.status == StatusMessage("Deleted “Hours worked”; u undoes it."))
    }

    @Test func yDeletesAProjectWhoseTimerRunsAndSaysTheTimeWasDiscarded() throws {
        let driver = demoDriver()
        try driver.type("dy")
        #expect(driver.state.app.data.projects[id: hours] == nil)
        #expect(driver.state.app.data.activities.isEmpty)
        #expect(driver.state.ui.status == StatusMessage("Deleted “Hours worked” and discarded its running time (2:00:00); u undoes it."))
    }

    /// Enter, which deletes on the plain question, does not discard running time.
    @Test func enterDoesNotDeleteAProjectWhoseTimerRuns() throws {
        let driver = demoDriver()
        try driver.type("d<Enter>")
        #expect(driver.state.app.data.projects[id: hours] != nil)
        #expect(driver.state.route.top == .deleteConfirmation(of: .project(id: hours)))
    }

    /// The question was drawn without a timer; one started elsewhere since: `y` does not
    /// discard time the person never saw, and the question now says it runs.
    @Test func yOnAQuestionDrawnBeforeATimerStartedElsewhereDeletesNothing() async throws {
        let (driver, gate) = gatedDriver()
        try driver.type("sd")
        #expect(driver.screen.shows("“Hours worked” and its 16 items will be deleted."))
        await gate.hold(driver.program.store, thenApply: ActivityAction.activityStarted(projectID: hours, at: SampleData.referenceDate))
        try driver.type("y")
        await gate.release()
        driver.runUntilIdle()

        #expect(driver.state.app.data.projects[id: hours] != nil)
        #expect(driver.state.route.top == .deleteConfirmation(of: .project(id: hours)))
        #expect(driver.state.ui.status == StatusMessage("The timer of “Hours worked” was started elsewhere: s records its time, y discards it.", isError: true))
        #expect(driver.screen.shows("Its timer is running (0:00:00)."))
    }
}
