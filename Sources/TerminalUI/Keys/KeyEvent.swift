/// One key press (or a window resize), decoded from the terminal.
///
/// Both decoders produce it: ``CursesKeyDecoder`` from ncurses' `get_wch` results and
/// ``ByteKeyDecoder`` from raw bytes (key scripts in tests), through the same
/// ``init(scalar:)`` for plain characters. Control characters that have a key of their
/// own decode to that key: 0x09 is ``tab``, 0x0D and 0x0A ``enter``, 0x1B ``escape``,
/// 0x7F and 0x08 ``backspace``; the rest are ``control(_:)``.
///
/// ```swift
/// KeyEvent(scalar: "j")      // .character("j")
/// KeyEvent(scalar: "\u{12}") // .control("r"), Ctrl-R
/// ```
public enum KeyEvent: Hashable, Sendable {
    /// A printable character (letters, digits, space, CJK, emoji...).
    case character(Character)
    /// Ctrl held with a letter (lowercase "a"..."z") or with one of "@ \\ ] ^ _".
    case control(Character)
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right
    /// Home
    case home
    /// End
    case end
    /// Page Up
    case pageUp
    /// Page Down
    case pageDown
    /// Enter (Return, Ctrl-M, Ctrl-J, keypad Enter).
    case enter
    /// Esc alone (ncurses waits `ESCDELAY` to tell it from an escape sequence).
    case escape
    /// Tab (Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (Ctrl-H, DEL).
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// Function key F*n*.
    case function(Int)
    /// The window changed size: not a key, but it arrives through the same channel.
    case resize
    /// Text pasted in one go (bracketed paste): never keys, whatever it contains. It is
    /// delivered as the terminal sent it, control characters and newlines included; a field
    /// decides what to keep (``LineEditor/paste(_:)``).
    case paste(String)

    /// Decodes one character as typed: control characters to their keys, printable
    /// characters to ``character(_:)``; `nil` for what no key produces (C1 controls...).
    public init?(scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x09: self = .tab
        case 0x0A, 0x0D: self = .enter
        case 0x1B: self = .escape
        case 0x08, 0x7F: self = .backspace
        case 0x00, 0x1C...0x1F: self = .control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x01...0x1A: self = .control(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))
        case 0x80..<0xA0: return nil
        default: self = .character(Character(scalar))
        }
    }
}
