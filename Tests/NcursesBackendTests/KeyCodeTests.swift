import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("ncurses constants and cell splitting")
struct KeyCodeTests {
    @Test func thePureKeyCodesMatchCursesH() {
        let pure: [Int32] = [CursesKeyCode.down, CursesKeyCode.up, CursesKeyCode.left, CursesKeyCode.right,
                             CursesKeyCode.home, CursesKeyCode.backspace, CursesKeyCode.f0, CursesKeyCode.delete,
                             CursesKeyCode.insert, CursesKeyCode.pageDown, CursesKeyCode.pageUp, CursesKeyCode.enter,
                             CursesKeyCode.keypadHome, CursesKeyCode.keypadPageUp, CursesKeyCode.keypadEnd,
                             CursesKeyCode.keypadPageDown, CursesKeyCode.backTab, CursesKeyCode.end, CursesKeyCode.resize]
        let header: [Int32] = [KEY_DOWN, KEY_UP, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_BACKSPACE, KEY_F0, KEY_DC,
                               KEY_IC, KEY_NPAGE, KEY_PPAGE, KEY_ENTER, KEY_A1, KEY_A3, KEY_C1, KEY_C3, KEY_BTAB,
                               KEY_END, KEY_RESIZE]
        #expect(pure == header)
    }

    @Test func aGraphemeBecomesOneNcursesCellPerSpacingCharacter() throws {
        let family = try #require(Glyph(Character("👨‍👩‍👧")))
        #expect(CursesClusters.split(family.text) == [
            .init(scalars: ["👨"], offset: 0), .init(scalars: ["👩"], offset: 2), .init(scalars: ["👧"], offset: 4),
        ])
        #expect(CursesClusters.split("e\u{301}") == [.init(scalars: ["e", "\u{301}"], offset: 0)])
        #expect(CursesClusters.split("🇯🇵") == [.init(scalars: ["🇯"], offset: 0), .init(scalars: ["🇵"], offset: 1)])
    }

    @Test func termChecksRejectWhatCannotRunFullScreen() {
        #expect(throws: TerminalError.unsupportedTerminal("")) { try TerminalRequirements.checkTerm(nil) }
        #expect(throws: TerminalError.unsupportedTerminal("")) { try TerminalRequirements.checkTerm("") }
        #expect(throws: TerminalError.unsupportedTerminal("dumb")) { try TerminalRequirements.checkTerm("dumb") }
        #expect(throws: Never.self) { try TerminalRequirements.checkTerm("xterm-256color") }
    }

    @Test func errorsReadAsOneLine() {
        let errors: [TerminalError] = [.notATerminal, .unsupportedTerminal("dumb"), .unknownTerminal("vt999"),
                                       .setupFailed("x"), .inputClosed]
        #expect(errors.allSatisfy { !$0.description.contains("\n") && !$0.description.isEmpty })
        #expect(TerminalError.unsupportedTerminal("").description == "TERM is not set; try TERM=xterm-256color")
    }
}

@Suite("Pre-flight checks")
struct PreflightTests {
    @Test func withoutATerminalTheChecksAndTheSessionRefuseWithOneLine() {
        guard isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 else {
            #expect(throws: Never.self) { try TerminalRequirements.check(environment: "xterm-256color") }
            return
        }
        #expect(throws: TerminalError.notATerminal) { try TerminalRequirements.check(environment: "xterm-256color") }
        #expect(throws: TerminalError.notATerminal) { _ = try NcursesTerminal.open() }
    }
}
