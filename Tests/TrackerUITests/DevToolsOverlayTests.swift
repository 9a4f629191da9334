import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKitDevTools

/// The devtools over the program (F12): Ctrl-C quits from their screen as from every other
/// (issue 24 §8).
@Suite struct DevToolsOverlayTests {
    func driverWithDevTools(opened: Bool, marker: String? = nil) -> AppDriver {
        let devTools = DevTools(reducer: TrackerState.reducer(), registry: TrackerState.actionRegistry)
        let program = TrackerProgram(state: TrackerState(app: AppState(data: SampleData.demo())), middleware: [devTools.middleware],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 100, rows: 30))
        driver.loop.overlay = DevToolsOverlay(devTools: devTools, name: "udf-tui", wake: {}, opened: opened, marker: marker)
        driver.runUntilIdle()
        return driver
    }

    @Test func ctrlCQuitsFromTheDevToolsScreen() throws {
        let driver = driverWithDevTools(opened: false)
        try driver.type("j<F12>")
        #expect(driver.screen.lines[0].contains("DevTools · udf-tui"))
        try driver.type("<C-c>")
        #expect(driver.hasQuit)
    }

    @Test func ctrlCQuitsFromTheDevToolsHelp() throws {
        let driver = driverWithDevTools(opened: true)
        try driver.type("?")
        #expect(driver.screen.shows("DevTools keys"))
        try driver.type("<C-c>")
        #expect(driver.hasQuit)
    }

    /// `udf-tui devtools replay` marks every screen, whole, at the right of its top row
    /// (the lines read back end at their last character).
    @Test func aMarkerIsOnEveryScreenWhole() throws {
        let driver = driverWithDevTools(opened: true, marker: "REPLAY · nothing is saved")
        #expect(driver.screen.lines[0].hasPrefix(" DevTools · udf-tui"))
        #expect(driver.screen.lines[0].hasSuffix(" REPLAY · nothing is saved"))
        try driver.type("q")    // the devtools closed: the program's list
        #expect(driver.screen.lines[0].hasPrefix(" udf-tui · Projects"))
        #expect(driver.screen.lines[0].hasSuffix(" REPLAY · nothing is saved"))
        try driver.type("<Enter>")
        #expect(driver.screen.lines[0].hasSuffix(" REPLAY · nothing is saved"))
    }
}
