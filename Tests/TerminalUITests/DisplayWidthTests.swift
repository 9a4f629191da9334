import Testing
import TerminalUI

@Suite("Display width, as ncurses measures it")
struct DisplayWidthTests {
    @Test func theLocaleIsUTF8SoWidthsAreKnown() throws {
        let locale = try #require(TerminalLocale.active)
        #expect(locale.uppercased().contains("UTF"))
    }

    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Mileage 42") == 10)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func cjkAndHangulAreTwoColumnsHalfwidthKatakanaOne() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ﾊﾝｶｸ") == 4)
    }

    @Test func emojiAreTwoColumns() {
        #expect(DisplayWidth.of("🙂") == 2)
        #expect(DisplayWidth.of("☕") == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("e\u{301}te\u{301}") == 3)
        #expect(DisplayWidth.of("Ünïcödé") == 7)
    }

    @Test func zwjSequencesCountEachEmojiAsNcursesPlacesThem() {
        #expect(DisplayWidth.of("👨‍👩‍👧") == 6)
        #expect(DisplayWidth.of("🏳️‍🌈") == 3)
    }

    @Test func flagsAndSkinTonesAreTheSumOfTheirScalars() {
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("👍🏽") == 4)
    }

    @Test func variationSelectorsAddNoWidth() {
        #expect(DisplayWidth.of("❤️") == 1)
    }

    @Test func scalarWidthsMatchTheCLibrary() {
        #expect(DisplayWidth.of("a" as Unicode.Scalar) == 1)
        #expect(DisplayWidth.of("界" as Unicode.Scalar) == 2)
        #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{200D}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{7}" as Unicode.Scalar) == nil)
        #expect(DisplayWidth.of("\u{85}" as Unicode.Scalar) == nil)
    }

    @Test func controlCharactersAreMeasuredAsTheyAreDrawn() {
        #expect(DisplayWidth.of("a\tb") == 3)
        #expect(DisplayWidth.of("a\u{7}b") == 3)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }
}

@Suite("Glyph sanitizing")
struct GlyphTests {
    private func glyph(_ character: Character) -> Glyph? { Glyph(character) }

    @Test func plainCharactersAreKeptAsTheyAre() {
        #expect(glyph("a") == Glyph("a" as Unicode.Scalar))
        #expect(glyph("界")?.text == "界")
        #expect(glyph("界")?.width == 2)
        #expect(glyph("e\u{301}")?.text == "e\u{301}")
        #expect(glyph("e\u{301}")?.width == 1)
    }

    @Test func whitespaceControlsBecomeASpaceOtherControlsTheReplacementCharacter() {
        #expect(glyph("\t")?.text == " ")
        #expect(glyph("\u{7}")?.text == "\u{FFFD}")
        #expect(glyph("\u{7}")?.width == 1)
    }

    @Test func graphemesThatDrawNothingAreDropped() {
        #expect(glyph("\u{200B}") == nil)
        #expect(glyph("\u{301}") == nil)
        #expect(Glyph.glyphs(of: "a\u{200B}b").map(\.text) == ["a", "b"])
    }

    @Test func joinersBetweenEmojiAreDroppedSoTerminalsCannotJoinThem() {
        #expect(glyph("👨‍👩‍👧")?.text == "👨👩👧")
        #expect(glyph("👨‍👩‍👧")?.width == 6)
        #expect(glyph("🏳️‍🌈")?.text == "🏳\u{FE0F}🌈")
    }

    @Test func aJoinerAtTheEndIsDroppedTooSoNothingWrittenNextCanJoinIt() {
        #expect(glyph("👨\u{200D}")?.text == "👨")
        #expect(glyph("👨\u{200D}")?.width == 2)
        #expect(glyph("👨\u{200D}\u{200D}")?.text == "👨")
    }

    @Test func atMostFourZeroWidthScalarsFollowASpacingOne() {
        let stacked = Character("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}")
        #expect(glyph(stacked)?.text == "a\u{301}\u{302}\u{303}\u{304}")
        #expect(glyph(stacked)?.width == 1)
    }
}
