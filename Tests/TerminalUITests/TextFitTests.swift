import Testing
import TerminalUI

@Suite("Fitting text to a width")
struct TextFitTests {
    @Test func textThatFitsIsUnchanged() {
        #expect(TextFit.truncate("Mileage", toWidth: 7) == "Mileage")
        #expect(TextFit.truncate("日本", toWidth: 4) == "日本")
    }

    @Test func longTextEndsWithAnEllipsisWithinTheWidth() {
        #expect(TextFit.truncate("Mileage log", toWidth: 8) == "Mileage…")
        #expect(TextFit.truncate("Mileage", toWidth: 1) == "…")
        #expect(TextFit.truncate("Mileage", toWidth: 0) == "")
    }

    @Test func aWideCharacterThatWouldStraddleTheCutIsLeftOut() {
        #expect(TextFit.truncate("日本語", toWidth: 4) == "日…")
        #expect(DisplayWidth.of(TextFit.truncate("日本語", toWidth: 4)) == 3)
    }

    @Test func theCutNeverSeparatesALetterFromItsAccent() {
        #expect(TextFit.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    @Test func fittingPadsToTheExactWidthWithTheAlignment() {
        #expect(TextFit.fit("42", toWidth: 5, alignment: .trailing) == "   42")
        #expect(TextFit.fit("42", toWidth: 5, alignment: .center) == " 42  ")
        #expect(TextFit.fit("日本語", toWidth: 4) == "日… ")
    }

    @Test func prefixTakesWholeGraphemesUpToTheWidth() {
        #expect(TextFit.prefix(of: "a日b", width: 2) == "a")
        #expect(TextFit.prefix(of: "a日b", width: 3) == "a日")
    }
}
