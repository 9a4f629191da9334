import AppCore
import TerminalUI
import Testing
import TrackerUI

/// Pasted text is text: it goes into the focused field, and nowhere else does it do anything.
@Suite struct PasteRoutingTests {
    @Test func pastingWordsOnTheListDeletesNothingAndQuitsNothing() {
        let driver = demoDriver()
        let before = driver.state.app
        driver.send([.paste("today"), .paste("abcdefghijklmnopqrstuvwxyz")])
        driver.runUntilIdle()
        #expect(driver.state.app == before)
        #expect(!driver.hasQuit)
        #expect(driver.state.ui.status == StatusMessage("Pasted text was ignored: paste into a field (/ to filter, n for a new entry, e to edit).", isError: true))
    }

    /// Issue 24 §3: pasted text holding the end marker itself (`hello ESC[201~ dy`, sent by
    /// the terminal as it is) is one paste: `d` `y` never run.
    @Test func aPasteHoldingItsOwnEndMarkerIsOnePasteAndDeletesNothing() throws {
        let driver = demoDriver()
        let before = driver.state.app
        driver.send(ByteKeyDecoder.decode(Array("\u{1B}[200~hello\u{1B}[201~dy\u{1B}[201~".utf8)))
        #expect(driver.state.app == before)
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.ui.status == StatusMessage("Pasted text was ignored: paste into a field (/ to filter, n for a new entry, e to edit).", isError: true))

        try driver.type("n")
        driver.send(ByteKeyDecoder.decode(Array("\u{1B}[200~hello\u{1B}[201~dy\u{1B}[201~".utf8)))
        #expect(driver.state.projectForm?.title.text == "hello[201~dy")
        #expect(driver.state.ui.status == StatusMessage("Pasted 12 characters; 1 control character was left out.", isError: true))
    }

    @Test func aPasteNeverAnswersTheDeleteQuestion() throws {
        let driver = demoDriver()
        try driver.type("d")
        driver.send([.paste("y")])
        driver.runUntilIdle()
        #expect(driver.state.app.data.projects.count == SampleData.demo().projects.count)
        #expect(driver.state.route.top == .deleteConfirmation(of: .project(id: SampleData.hoursID)))
        #expect(driver.state.ui.status == StatusMessage("Pasted text never answers a question: press y or n.", isError: true))
    }

    @Test func aPasteGoesIntoTheFocusedFieldAsOneLine() throws {
        let driver = demoDriver()
        try driver.type("n")
        driver.send([.paste("Road\ntrips\u{1B}[2J")])
        driver.runUntilIdle()
        #expect(driver.state.projectForm?.title.text == "Road trips[2J")
        #expect(driver.state.ui.status == StatusMessage("Pasted 13 characters; line breaks became spaces, 1 control character was left out.", isError: true))
        try driver.type("<Enter>")
        #expect(driver.state.app.data.projects.contains { $0.title == "Road trips[2J" })
    }

    @Test func aPasteIntoTheFilterFiltersAndIntoTheFrequencyIsRefused() throws {
        let driver = demoDriver()
        try driver.type("/")
        driver.send([.paste("Mile")])
        driver.runUntilIdle()
        #expect(driver.state.ui.filterText == "Mile")
        #expect(driver.state.ui.status == StatusMessage("Pasted 4 characters."))
        try driver.type("<Esc><Esc>n<Tab><Tab>")
        driver.send([.paste("yearly")])
        driver.runUntilIdle()
        #expect(driver.state.projectForm?.frequency == .monthly)
        #expect(driver.state.ui.status == StatusMessage("Paste goes into a text field: Tab to one first.", isError: true))
    }
}
