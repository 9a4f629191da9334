import Testing
import TerminalUI

@Suite("Decoding keys")
struct KeyDecodingTests {
    @Test func controlCharactersDecodeToTheirKeys() {
        let keys = [0x09, 0x0D, 0x0A, 0x1B, 0x7F, 0x08, 0x01, 0x12, 0x1A, 0x1C, 0x00].map { KeyEvent(scalar: Unicode.Scalar(UInt8($0))) }
        #expect(keys == [.tab, .enter, .enter, .escape, .backspace, .backspace, .control("a"), .control("r"), .control("z"), .control("\\"), .control("@")])
    }

    @Test func printableCharactersDecodeToThemselvesAndC1ControlsToNothing() {
        #expect(KeyEvent(scalar: "j") == .character("j"))
        #expect(KeyEvent(scalar: " ") == .character(" "))
        #expect(KeyEvent(scalar: "界") == .character("界"))
        #expect(KeyEvent(scalar: "\u{85}") == nil)
    }

    @Test func cursesKeyCodesDecodeToKeys() {
        let codes: [Int32] = [CursesKeyCode.up, CursesKeyCode.down, CursesKeyCode.left, CursesKeyCode.right,
                              CursesKeyCode.home, CursesKeyCode.end, CursesKeyCode.pageUp, CursesKeyCode.pageDown,
                              CursesKeyCode.backTab, CursesKeyCode.delete, CursesKeyCode.backspace, CursesKeyCode.enter,
                              CursesKeyCode.keypadHome, CursesKeyCode.f0 + 5, CursesKeyCode.resize]
        let keys = codes.map { CursesKeyDecoder.decode(.keyCode($0)) }
        #expect(keys == [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .backTab, .delete,
                         .backspace, .enter, .home, .function(5), .resize])
        #expect(CursesKeyDecoder.decode(.keyCode(0o777)) == nil)
    }

    @Test func cursesCharactersGoThroughTheSameDecodingAsBytes() {
        #expect(CursesKeyDecoder.decode(.character(0x1B)) == .escape)
        #expect(CursesKeyDecoder.decode(.character(0x12)) == .control("r"))
        #expect(CursesKeyDecoder.decode(.character(0x65E5)) == .character("日"))
        #expect(CursesKeyDecoder.decode(.character(0xD800)) == nil)
    }

    @Test func escapeSequencesDecodeToKeys() {
        let bytes = Array("\u{1B}[A\u{1B}OB\u{1B}[5~\u{1B}[6;1~\u{1B}[H\u{1B}[4~\u{1B}[Z\u{1B}[3~\u{1B}OP\u{1B}[24~\u{1B}[[E".utf8)
        #expect(ByteKeyDecoder.decode(bytes) == [.up, .down, .pageUp, .pageDown, .home, .end, .backTab, .delete, .function(1),
                                                 .function(12), .function(5)])
    }

    @Test func homeAndEndDecodeInEveryFormTerminalsSendThem() {
        let sequences = ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~", "\u{1B}[1;1H", "\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"]
        #expect(sequences.map { ByteKeyDecoder.decode(Array($0.utf8)) } == [[.home], [.home], [.home], [.home], [.home],
                                                                             [.end], [.end], [.end], [.end]])
    }

    @Test func anEscAtTheEndOfAReadIsALoneEscape() {
        #expect(ByteKeyDecoder.decode([0x1B]) == [.escape])
        #expect(ByteKeyDecoder.decode(Array("j\u{1B}".utf8)) == [.character("j"), .escape])
    }

    /// Alt-d is `ESC d`: one key no binding names, never Esc and then `d` (which would
    /// close a form and then ask to delete a project).
    @Test func escWithACharacterIsAnAltKeyThatDoesNothing() {
        for alt in ["\u{1B}d", "\u{1B}D", "\u{1B}y", "\u{1B}\r", "\u{1B}\u{7F}", "\u{1B}日"] {
            #expect(ByteKeyDecoder.decode(Array(alt.utf8)) == [], "\(alt.debugDescription)")
            #expect(ByteKeyDecoder.decode(Array((alt + "q").utf8)) == [.character("q")], "\(alt.debugDescription)")
        }
        #expect(ByteKeyDecoder.decode(Array("\u{1B}\u{1B}".utf8)) == [])
        // Alt-[ and Alt-O at the end of a read: a sequence cut short, nothing.
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}O".utf8)) == [])
    }

    /// Every CSI (`ESC [`, parameter and intermediate bytes, a final byte) and SS3 (`ESC O`)
    /// sequence is consumed whole, known or not; one no key has, or with a modifier no key
    /// carries, gives nothing, and what follows it is decoded as usual.
    @Test func unknownAndModifiedSequencesAreSwallowedWhole() {
        let sequences = ["\u{1B}[99~", "\u{1B}[1;5A", "\u{1B}[1;3D", "\u{1B}[1;2F", "\u{1B}[6;5~", "\u{1B}[5u", "\u{1B}[100;3u",
                         "\u{1B}[?1;2c", "\u{1B}[<0;12;5M", "\u{1B}[2 q", "\u{1B}O2P", "\u{1B}Ox", "\u{1B}[201~", "\u{1B}[[Z",
                         "\u{1B}\u{1B}[A", "\u{1B}\u{1B}OF", "\u{1B}[" + String(repeating: "1", count: 200) + "~"]
        for sequence in sequences {
            #expect(ByteKeyDecoder.decode(Array((sequence + "dy").utf8)) == [.character("d"), .character("y")], "\(sequence.debugDescription)")
        }
    }

    @Test func aSequenceCutShortGivesNothingAndAControlCharacterInsideItCountsOnItsOwn() {
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[1;5".utf8)) == [])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[1\u{03}".utf8)) == [.control("c")])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[2\u{1B}[B".utf8)) == [.down])
        #expect(ByteKeyDecoder.decode(Array("\u{1B}[2é".utf8)) == [.character("é")])
    }

    @Test func utf8TextDecodesCharacterByCharacterAndBadBytesAreSkipped() {
        #expect(ByteKeyDecoder.decode(Array("a日🙂".utf8)) == [.character("a"), .character("日"), .character("🙂")])
        #expect(ByteKeyDecoder.decode([0xFF, 0x61, 0xE6, 0x97]) == [.character("a")])
    }
}

@Suite("Key scripts")
struct KeyScriptTests {
    @Test func aScriptDecodesToTheKeysItNames() throws {
        let keys = try KeyScript.keys("jjj<Enter>abc<Esc><C-r>")
        #expect(keys == [.character("j"), .character("j"), .character("j"), .enter,
                         .character("a"), .character("b"), .character("c"), .escape, .control("r")])
    }

    @Test func everyNamedKeyRoundTripsThroughItsScriptName() throws {
        let keys: [KeyEvent] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
                                .tab, .backTab, .backspace, .delete, .insert, .function(1), .function(5), .function(12),
                                .control("u"), .control("d")]
        let script = keys.compactMap(\.scriptName).map { "<\($0)>" }.joined()
        #expect(try KeyScript.keys(script) == keys)
    }

    @Test func escFollowedByABracketStaysALoneEscape() throws {
        #expect(try KeyScript.keys("<Esc>[A") == [.escape, .character("["), .character("A")])
    }

    @Test func specialCharactersHaveNames() throws {
        #expect(try KeyScript.keys("<lt><Space>") == [.character("<"), .character(" ")])
    }

    @Test func mistakesInAScriptAreReported() {
        #expect(throws: KeyScript.SyntaxError(description: "unknown key <Foo> in key script")) {
            try KeyScript.keys("a<Foo>")
        }
        #expect(throws: KeyScript.SyntaxError(description: "unclosed < in key script: <Enter")) {
            try KeyScript.keys("<Enter")
        }
    }

    @Test func keysHaveNamesForTheHelp() {
        let names = [KeyEvent.up, .control("r"), .character(" "), .character("q"), .pageDown, .backTab].map(\.displayName)
        #expect(names == ["↑", "Ctrl-R", "Space", "q", "PgDn", "Shift-Tab"])
    }
}
