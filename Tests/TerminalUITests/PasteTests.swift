import TerminalUI
import Testing

/// Bracketed paste: pasted text is one event, never keys, however it arrives.
@Suite struct PasteTests {
    func feed(_ text: String, into decoder: inout KeyStreamDecoder) -> [KeyEvent] {
        text.unicodeScalars.flatMap { decoder.feed(.character($0.value)) }
    }

    /// One burst of input: fed, then over.
    func burst(_ text: String, into decoder: inout KeyStreamDecoder) -> [KeyEvent] {
        feed(text, into: &decoder) + decoder.endOfInput()
    }

    @Test func aBracketedPasteIsOneEventWhateverItHolds() {
        var decoder = KeyStreamDecoder()
        #expect(burst("j\u{1B}[200~today\ny\u{1B}[A\u{1B}[201~", into: &decoder) == [.character("j")])
        #expect(decoder.pasteEndArrived)
        #expect(decoder.finishPaste() == [.paste("today\ny\u{1B}[A")])
        #expect(!decoder.isPasting)
        #expect(burst("k", into: &decoder) == [.character("k")])
    }

    @Test func aPasteSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyStreamDecoder()
        #expect(feed("\u{1B}[20", into: &decoder).isEmpty)
        #expect(feed("0~hel", into: &decoder).isEmpty)
        #expect(decoder.endOfInput().isEmpty)    // a paste under way goes on waiting
        #expect(feed("lo\u{1B}[2", into: &decoder).isEmpty)
        #expect(burst("01~", into: &decoder).isEmpty)
        #expect(decoder.finishPaste() == [.paste("hello")])
    }

    /// The text pasted holds the end marker itself: xterm and tmux send it as it is. What
    /// follows it in the same burst is pasted text too, never keys (`d` `y` would delete).
    @Test func anEndMarkerFollowedByMoreInTheSameBurstIsPastedText() {
        var decoder = KeyStreamDecoder()
        #expect(burst("\u{1B}[200~hello\u{1B}[201~dy\u{1B}[201~", into: &decoder).isEmpty)
        #expect(decoder.finishPaste() == [.paste("hello\u{1B}[201~dy")])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[200~hello\u{1B}[201~dy\u{1B}[201~".utf8)) == [.paste("hello\u{1B}[201~dy")])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[200~a\u{1B}[201~\u{1B}[201~\u{1B}[201~".utf8)) == [.paste("a\u{1B}[201~\u{1B}[201~")])
        // More after the burst, once the paste was taken, is keys again.
        #expect(burst("dy", into: &decoder) == [.character("d"), .character("y")])
    }

    /// The same when the rest comes in the next read, within the caller's wait: a key code
    /// ncurses decoded there ends nothing either.
    @Test func moreAfterAnEndMarkerBeforeThePasteIsTakenContinuesIt() {
        var decoder = KeyStreamDecoder()
        #expect(burst("\u{1B}[200~hello\u{1B}[201~", into: &decoder).isEmpty)
        #expect(decoder.feed(.keyCode(CursesKeyCode.up)).isEmpty)
        #expect(burst("dy\u{1B}[201~", into: &decoder).isEmpty)
        #expect(decoder.finishPaste() == [.paste("hello\u{1B}[201~dy")])
    }

    @Test func aLoneEscAtTheEndOfInputIsAKeyAndOtherSequencesAreWhole() {
        var decoder = KeyStreamDecoder()
        #expect(feed("\u{1B}", into: &decoder).isEmpty)
        #expect(decoder.endOfInput() == [.escape])
        #expect(burst("\u{1B}[2x", into: &decoder) == [])
        #expect(decoder.feed(.keyCode(CursesKeyCode.up)) == [.up])
        #expect(feed("\u{1B}", into: &decoder).isEmpty)
        #expect(decoder.feed(.keyCode(CursesKeyCode.resize)) == [.resize])
        #expect(decoder.endOfInput() == [.escape])
    }

    @Test func aSequenceMayWaitForItsRestAcrossReads() {
        var decoder = KeyStreamDecoder()
        #expect(feed("\u{1B}[4", into: &decoder).isEmpty)
        #expect(decoder.isInSequence)
        #expect(feed("~", into: &decoder) == [.end])
        #expect(!decoder.isInSequence)
    }

    @Test func aPartialEndMarkerInsideThePasteIsText() {
        var decoder = KeyStreamDecoder()
        _ = burst("\u{1B}[200~a\u{1B}[20b\u{1B}\u{1B}[201~", into: &decoder)
        #expect(decoder.finishPaste() == [.paste("a\u{1B}[20b\u{1B}")])
    }

    @Test func aPasteWithoutItsEndIsFinishedByTheCaller() {
        var decoder = KeyStreamDecoder()
        _ = burst("\u{1B}[200~half\u{1B}[2", into: &decoder)
        #expect(decoder.isPasting && !decoder.pasteEndArrived)
        #expect(decoder.finishPaste() == [.paste("half\u{1B}[2")])
        #expect(burst("q", into: &decoder) == [.character("q")])
    }

    @Test func keyCodesInsideAPasteAreNotKeysAndAHugePasteIsCut() {
        var decoder = KeyStreamDecoder()
        _ = feed("\u{1B}[200~a", into: &decoder)
        #expect(decoder.feed(.keyCode(CursesKeyCode.delete)).isEmpty)
        for _ in 0..<(KeyStreamDecoder.maximumPasteLength + 5) { _ = decoder.feed(.character(0x62)) }
        _ = burst("\u{1B}[201~", into: &decoder)
        let keys = decoder.finishPaste()
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys)")
            return
        }
        #expect(text.unicodeScalars.count == KeyStreamDecoder.maximumPasteLength)
        #expect(decoder.droppedCharacters == 6)
    }

    @Test func theByteDecoderOfKeyScriptsTurnsAPasteIntoOneEventToo() {
        #expect(ByteKeyDecoder.decode(Array("x\u{1B}[200~d\ny\u{1B}[201~".utf8)) == [.character("x"), .paste("d\ny")])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[200~open".utf8)) == [.paste("open")])
    }

    @Test func pastingIntoAFieldInsertsOneLineAndSaysWhatWasLeftOut() {
        var field = LineEditor("ab")
        field.moveLeft()
        let outcome = field.paste("1\r\n2\u{07}3\t4")
        #expect(field.text == "a1 23 4b")
        #expect(field.cursor == 7)
        #expect(outcome == PasteOutcome(inserted: 6, lineBreaks: 2, tabs: 1, controlCharacters: 1, overLimit: 0))
        #expect(outcome.summary == "Pasted 6 characters; line breaks became spaces, a tab became a space, 1 control character was left out.")
        #expect(LineEditor().pasteSummary("plain") == "Pasted 5 characters.")
    }

    @Test func aFieldStopsAtItsLimitAndCountsTheRest() {
        var field = LineEditor(String(repeating: "x", count: LineEditor.pasteLimit - 3))
        let outcome = field.paste("12345")
        #expect(field.text.count == LineEditor.pasteLimit)
        #expect(outcome.overLimit == 2)
    }

    @Test func aLongPasteKeepsTheCursorInViewAndGraphemesWhole() {
        var field = LineEditor()
        field.paste(String(repeating: "é👨‍👩‍👧", count: 2_000), fieldWidth: 20)
        let layout = field.layout(width: 20)
        #expect(field.cursor == 4_000)
        #expect(layout.cursorColumn <= 19)
        #expect(layout.visible.hasSuffix("👨‍👩‍👧"))
    }
}

extension LineEditor {
    /// The summary of pasting `text` into a copy of this field.
    func pasteSummary(_ text: String) -> String {
        var copy = self
        return copy.paste(text).summary
    }
}
