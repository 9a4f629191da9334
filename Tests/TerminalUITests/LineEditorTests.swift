import Foundation
import Testing
import TerminalUI

@Suite("Line editing")
struct LineEditorTests {
    private func edited(_ text: String, _ script: String, width: Int? = nil) throws -> LineEditor {
        var editor = LineEditor(text)
        for key in try KeyScript.keys(script) { editor.handle(key, fieldWidth: width) }
        return editor
    }

    @Test func typingInsertsAtTheCursor() throws {
        let editor = try edited("Mileage", "<Home>My <End>!")
        #expect(editor.text == "My Mileage!")
        #expect(editor.cursor == 11)
    }

    @Test func arrowsMoveByGraphemesSoTheCursorNeverSplitsAnEmojiOrAnAccent() throws {
        let editor = try edited("a👨‍👩‍👧e\u{301}b", "<Left><Left>x")
        #expect(editor.text == "a👨‍👩‍👧xe\u{301}b")
        #expect(editor.cursor == 3)
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemes() throws {
        #expect(try edited("日本語", "<BS>").text == "日本")
        #expect(try edited("e\u{301}x", "<Home><Del>").text == "x")
        #expect(try edited("", "<BS><Del>").text == "")
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() throws {
        var editor = LineEditor("cafe")
        editor.handle(.character("\u{301}"))
        #expect(editor.text == "café")
        #expect(editor.cursor == 4)
    }

    @Test func readlineKillsRemoveToTheStartTheEndOrTheWordBefore() throws {
        #expect(try edited("alpha beta gamma", "<Left><Left><C-u>").text == "ma")
        #expect(try edited("alpha beta gamma", "<Home><Right><C-k>").text == "a")
        #expect(try edited("alpha beta  ", "<C-w>").text == "alpha ")
        #expect(try edited("alpha beta", "<C-a>x<C-e>y").text == "xalpha betay")
    }

    @Test func keysThatAreNotForTheEditorAreLeftToTheForm() {
        var editor = LineEditor("x")
        let handled = [KeyEvent.enter, .escape, .tab, .backTab, .up, .down, .control("r")].map { editor.handle($0) }
        #expect(handled == [false, false, false, false, false, false, false])
        #expect(editor == LineEditor("x"))
    }

    @Test func aShortTextShowsWhole() {
        let layout = LineEditor("日本").layout(width: 10)
        #expect(layout == FieldLayout(visible: "日本", cursorColumn: 4, scroll: 0))
    }

    @Test func aLongTextScrollsSoTheCursorAtTheEndIsVisible() {
        let layout = LineEditor("abcdefghij").layout(width: 5)
        #expect(layout == FieldLayout(visible: "ghij", cursorColumn: 4, scroll: 6))
    }

    @Test func aWideCharacterUnderTheCursorIsShownWhole() throws {
        let editor = try edited("abcd日", "<Left>", width: 5)
        #expect(editor.layout(width: 5) == FieldLayout(visible: "bcd日", cursorColumn: 3, scroll: 1))
    }

    @Test func theViewMovesOnlyWhenTheCursorLeavesIt() throws {
        let typed = try edited("", "abcdefghij", width: 5)
        #expect(typed.layout(width: 5) == FieldLayout(visible: "ghij", cursorColumn: 4, scroll: 6))
        let inside = try edited("", "abcdefghij<Left><Left><Left><Left><Left>", width: 5)
        #expect(inside.layout(width: 5) == FieldLayout(visible: "fghij", cursorColumn: 0, scroll: 5))
        let beyond = try edited("", "abcdefghij<Left><Left><Left><Left><Left><Left>", width: 5)
        #expect(beyond.layout(width: 5) == FieldLayout(visible: "efghi", cursorColumn: 0, scroll: 4))
    }

    @Test func deletingTextPullsHiddenTextBackIntoView() throws {
        let editor = try edited("abcdefghij", "<BS><BS><BS>", width: 5)
        #expect(editor.layout(width: 5) == FieldLayout(visible: "defg", cursorColumn: 4, scroll: 3))
    }

    @Test func wideTextScrollsByWholeCharacters() throws {
        let editor = try edited("日本語です", "", width: 5)
        #expect(editor.layout(width: 5) == FieldLayout(visible: "です", cursorColumn: 4, scroll: 3))
    }

    /// A grapheme too wide for the room left in a field is never left out silently: "…"
    /// marks it, as the list's columns (``TextFit``) do, where it used to leave blanks or an
    /// empty field (issue 24, "a ZWJ family emoji blank in form fields but drawn in the list").
    @Test func aGraphemeTooWideForTheRoomLeftShowsAsAnEllipsisAsInTheList() throws {
        let family = "👨‍👩‍👧"    // six columns: three emoji, the joiners never drawn
        #expect(LineEditor(family).layout(width: 6) == FieldLayout(visible: "…", cursorColumn: 1, scroll: 1))
        #expect(TextFit.truncate(family, toWidth: 6) == family)
        #expect(LineEditor(family).layout(width: 7) == FieldLayout(visible: "👨‍👩‍👧", cursorColumn: 6, scroll: 0))
        let cut = LineEditor("ab" + family, cursor: 0)
        #expect(cut.layout(width: 6) == FieldLayout(visible: "ab…", cursorColumn: 0, scroll: 0))
        #expect(TextFit.truncate("ab" + family, toWidth: 6) == "ab…")
        #expect(LineEditor(family, cursor: 0).layout(width: 5) == FieldLayout(visible: "…", cursorColumn: 0, scroll: 0))
        #expect(TextFit.truncate(family, toWidth: 5) == "…")
    }

    /// Text copied from a table: each tab becomes a space, and the status says so (issue 24,
    /// "pasted tabs removed silently").
    @Test func pastedTabsBecomeSpacesAndTheSummarySaysSo() {
        var field = LineEditor()
        let outcome = field.paste("Fuel\t\t42\tkm")
        #expect(field.text == "Fuel  42 km")
        #expect(!outcome.isExact)
        #expect(outcome.summary == "Pasted 11 characters; tabs became spaces.")
        #expect(LineEditor().pasteSummary("12\tkm") == "Pasted 5 characters; a tab became a space.")
    }
}

@Suite("Form focus")
struct FormFocusTests {
    enum Field: CaseIterable, Hashable { case title, units, frequency }

    @Test func tabAndShiftTabMoveBetweenFieldsAndWrap() {
        var focus = FormFocus<Field>()
        var visited: [Field] = []
        for key in [KeyEvent.tab, .tab, .tab, .backTab, .backTab] {
            focus.handle(key)
            visited.append(focus.current)
        }
        #expect(visited == [.units, .frequency, .title, .frequency, .units])
    }

    @Test func otherKeysAreNotForTheFocus() {
        var focus = FormFocus<Field>(.units)
        #expect(focus.handle(.enter) == false)
        #expect(focus.current == .units)
    }
}

@Suite("Text fields")
struct TextFieldTests {
    @Test func aFocusedFieldShowsItsTextScrolledAndPlacesTheCursorAfterAWideCharacter() throws {
        var editor = LineEditor()
        for key in try KeyScript.keys("abc日本語") { editor.handle(key, fieldWidth: 6) }
        var screen = Screen(size: Size(columns: 10, rows: 1))
        TextField(editor, focused: true).draw(in: Rect(column: 2, row: 0, columns: 6, rows: 1), on: &screen)
        #expect(screen.text(ofRow: 0) == "  本語    ")
        #expect(screen.cursor == Position(column: 6, row: 0))
        #expect(screen[7, 0].style == .underline)
        #expect(screen[8, 0].style == .plain)
    }

    /// A person types a ZWJ sequence one scalar at a time, so the field also shows the
    /// unfinished "👨 + joiner": no cell ever holds a joiner, and the cursor sits after the
    /// components as `wcwidth` measures them (A 1, each emoji 2).
    @Test func anEmojiSequenceTypedScalarByScalarNeverPutsAJoinerInACell() {
        let typed: [Character] = ["A", "👨", "\u{200D}", "👩", "\u{200D}", "👧", "B"]
        let cursorAfterEachKey = [1, 3, 3, 5, 5, 7, 8]
        var editor = LineEditor()
        for (character, cursor) in zip(typed, cursorAfterEachKey) {
            editor.handle(.character(character), fieldWidth: 12)
            var screen = Screen(size: Size(columns: 12, rows: 1))
            TextField(editor, focused: true).draw(in: screen.bounds, on: &screen)
            let joiners = (0..<12).filter { screen[$0, 0].text.unicodeScalars.contains("\u{200D}") }
            #expect(joiners == [], "after \(character.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(screen.cursor == Position(column: cursor, row: 0))
        }
        #expect(editor.text == "A👨‍👩‍👧B")
    }

    @Test func anUnfocusedFieldLeavesTheCursorAlone() {
        var screen = Screen(size: Size(columns: 4, rows: 1))
        TextField(LineEditor("ab"), focused: false).draw(in: screen.bounds, on: &screen)
        #expect(screen.text(ofRow: 0) == "ab  ")
        #expect(screen.cursor == nil)
    }
}

/// Edits that make two graphemes neighbours can join them, as the string does: the editor's
/// cursor and graphemes stay those of its text (found by Fuzz/FuzzLineEditor: cursor 32 in a
/// text of 31 graphemes). An accent after a tab is a grapheme of its own (notes may hold
/// tabs); once the tab is gone it joins the letter before.
@Suite struct LineEditorJoiningTests {
    @Test func deletingWhatSeparatedAnAccentFromItsLetterJoinsThem() {
        var editor = LineEditor("e\t\u{301}")
        #expect(editor.text.count == 3)
        editor.moveToStart()
        editor.moveRight()
        editor.deleteForward()                  // the tab
        #expect(editor.text == "e\u{301}")
        #expect(editor.cursor == 1)             // after é, not past the end
        editor.moveToEnd()
        #expect(editor.cursor == editor.text.count)
    }

    @Test func backspaceRejoinsToo() {
        var editor = LineEditor("e\t\u{301}x")
        editor.moveLeft()
        editor.moveLeft()                       // before the accent
        editor.deleteBackward()                 // the tab
        #expect(editor.text == "e\u{301}x")
        #expect(editor.cursor == 1)
        editor.moveToEnd()
        #expect(editor.cursor == 2)
    }

    @Test func typingAFamilyScalarByScalarKeepsOneGrapheme() {
        var editor = LineEditor()
        for scalar in "👨\u{200D}👩\u{200D}👧".unicodeScalars { editor.insert(String(scalar)) }
        #expect(editor.text.count == 1)
        #expect(editor.cursor == 1)
    }
}

/// Replays the inputs Fuzz/FuzzLineEditor found (its Corpus' regression seeds) as the fuzzer
/// does, and checks its invariant: the cursor and scroll stay inside the text.
@Suite struct LineEditorFuzzRegressionTests {
    static let seeds: [[UInt8]] = [
        // cursor 17 in a text of 16 graphemes: joiners chained across several edits
        Array(Data(base64Encoded: "DPCfqJHigI3wn5EAAAAAAAABBQsNCuaXpTIwManigI3wn5GnqeKAjfCfkahigI3wn5Gp4oCN8J+Rp6nigI3wn5GodH+XpeacrP///3+p4oCN8J+Rp6nigI3wqOKAjfCfkanigI3wn5GnqeKA8J+RRFtEfwEFCw0K5peln5Gp4m6AkajigI3wn5Gp4oCN8J+Rp6nigKnigI3wn5GodH+XpeacrP///3/wnxtbRBtbRH8BBQsNCuaXpZ+RqQ0K5peln5Gp4m6AkajigOKAjfCfDAAAAAAAiYmJ7e3t7e3t7e3t7e10f5esOqWc//+f8Bt//xtbRFtEfwEFCw0K5peln5Gp4m6AkajigI3wn5Gp4oCN8J+Rp6nigI3wn5GodH8Kn5EAMjAwfg==") ?? Data()),
    ]

    @Test(arguments: seeds.indices)
    func aFoundInputKeepsTheCursorInsideTheText(_ index: Int) {
        let bytes = Self.seeds[index]
        guard let first = bytes.first else { return }
        let width = Int(first % 40) + 1
        var editor = LineEditor(String(decoding: bytes.prefix(8), as: UTF8.self))
        for key in ByteKeyDecoder.decode(Array(bytes.dropFirst())) {
            if case .paste(let text) = key {
                _ = editor.paste(text, fieldWidth: width)
            } else {
                _ = editor.handle(key, fieldWidth: width)
            }
            #expect(editor.cursor >= 0 && editor.cursor <= editor.text.count, "cursor \(editor.cursor) in \(editor.text.count)")
            #expect(editor.scroll >= 0 && editor.scroll <= max(0, editor.cursor))
        }
    }
}
