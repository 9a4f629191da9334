import AppCore
import TerminalUI
import Testing
import TrackerUI

/// Keys the terminal sends as escape sequences are one key or nothing, on every screen
/// (issue 24 §4): Alt-d never asks to delete, End never leaves a screen.
@Suite struct UnknownKeyTests {
    /// The keys a terminal's bytes stand for, pressed on `driver`.
    func press(_ bytes: String, on driver: AppDriver) {
        driver.send(ByteKeyDecoder.decode(Array(bytes.utf8)))
    }

    @Test func altDOnTheListDoesNothing() {
        let driver = demoDriver()
        let before = driver.state
        press("\u{1B}d", on: driver)
        press("\u{1B}[1;3D", on: driver)   // Alt-←
        #expect(driver.state == before)
        #expect(!driver.screen.shows("Delete"))
    }

    @Test func endOnAProjectScreenGoesToTheLastItemAndStays() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>")
        let count = driver.state.app.data.items.filter { $0.projectID == SampleData.mileageID }.count
        for end in ["\u{1B}[4~", "\u{1B}OF", "\u{1B}[F"] {
            try driver.type("g")
            press(end, on: driver)
            #expect(driver.state.route.top == .project(id: SampleData.mileageID))
            #expect(driver.state.ui.itemSelection.index == count - 1, "\(end.debugDescription)")
        }
        press("\u{1B}[1;5F", on: driver)   // Ctrl-End: a key no binding names
        #expect(driver.state.route.top == .project(id: SampleData.mileageID))
    }

    @Test func endAndUnknownKeysInAFormLeaveItOpen() throws {
        let driver = demoDriver()
        try driver.type("nabc<Home>")
        press("\u{1B}[4~", on: driver)
        press("\u{1B}d", on: driver)
        press("\u{1B}[1;5F", on: driver)
        try driver.type("x")
        #expect(driver.state.route.top == .projectForm(editing: nil))
        #expect(driver.state.projectForm?.title.text == "abcx")
    }
}
