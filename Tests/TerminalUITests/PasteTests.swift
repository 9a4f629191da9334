import TerminalUI
import Testing

/// Bracketed paste: pasted text is one event, never keys, however it arrives.
@Suite struct PasteTests {
    func feed(_ text: String, into assembler: inout PasteAssembler) -> [KeyEvent] {
        text.unicodeScalars.flatMap { assembler.feed(.character($0.value)) }
    }

    @Test func aBracketedPasteIsOneEventWhateverItHolds() {
        var assembler = PasteAssembler()
        let keys = feed("j\u{1B}[200~today\ny\u{1B}[A\u{1B}[201~k", into: &assembler)
        #expect(keys == [.character("j"), .paste("today\ny\u{1B}[A"), .character("k")])
        #expect(!assembler.isPasting)
    }

    @Test func aPasteSplitAcrossReadsWaitsForItsEnd() {
        var assembler = PasteAssembler()
        #expect(feed("\u{1B}[20", into: &assembler).isEmpty)
        #expect(feed("0~hel", into: &assembler).isEmpty)
        #expect(assembler.endOfInput().isEmpty)    // a paste under way goes on waiting
        #expect(feed("lo\u{1B}[2", into: &assembler).isEmpty)
        #expect(feed("01~", into: &assembler) == [.paste("hello")])
    }

    @Test func aLoneEscAtTheEndOfInputIsAKeyAndOtherSequencesStayKeys() {
        var assembler = PasteAssembler()
        #expect(feed("\u{1B}", into: &assembler).isEmpty)
        #expect(assembler.endOfInput() == [.escape])
        #expect(feed("\u{1B}[2x", into: &assembler) == [.escape, .character("["), .character("2"), .character("x")])
        #expect(assembler.feed(.keyCode(CursesKeyCode.up)) == [.up])
    }

    @Test func aPartialEndMarkerInsideThePasteIsText() {
        var assembler = PasteAssembler()
        #expect(feed("\u{1B}[200~a\u{1B}[20b\u{1B}[201~", into: &assembler) == [.paste("a\u{1B}[20b")])
    }

    @Test func aPasteWithoutItsEndIsFinishedByTheCaller() {
        var assembler = PasteAssembler()
        _ = feed("\u{1B}[200~half\u{1B}[2", into: &assembler)
        #expect(assembler.isPasting)
        #expect(assembler.finishPaste() == [.paste("half\u{1B}[2")])
        #expect(feed("q", into: &assembler) == [.character("q")])
    }

    @Test func keyCodesInsideAPasteAreNotKeysAndAHugePasteIsCut() {
        var assembler = PasteAssembler()
        _ = feed("\u{1B}[200~a", into: &assembler)
        #expect(assembler.feed(.keyCode(CursesKeyCode.delete)).isEmpty)
        for _ in 0..<(PasteAssembler.maximumLength + 5) { _ = assembler.feed(.character(0x62)) }
        let keys = feed("\u{1B}[201~", into: &assembler)
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys)")
            return
        }
        #expect(text.unicodeScalars.count == PasteAssembler.maximumLength)
        #expect(assembler.droppedCharacters == 6)
    }

    @Test func theByteDecoderOfKeyScriptsTurnsAPasteIntoOneEventToo() {
        #expect(ByteKeyDecoder.decode(Array("x\u{1B}[200~d\ny\u{1B}[201~\u{1B}[A".utf8)) == [.character("x"), .paste("d\ny"), .up])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[200~open".utf8)) == [.paste("open")])
    }

    @Test func pastingIntoAFieldInsertsOneLineAndSaysWhatWasLeftOut() {
        var field = LineEditor("ab")
        field.moveLeft()
        let outcome = field.paste("1\r\n2\u{07}3\t4")
        #expect(field.text == "a1 234b")
        #expect(field.cursor == 6)
        #expect(outcome == PasteOutcome(inserted: 5, lineBreaks: 2, controlCharacters: 2, overLimit: 0))
        #expect(outcome.summary == "Pasted 5 characters; line breaks became spaces, 2 control characters were left out.")
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
