/// One result of ncurses' `wget_wch`: a character, or a key code when it returned
/// `KEY_CODE_YES`.
///
/// The ncurses backend turns each `wget_wch` result into one of these and hands it to
/// ``CursesKeyDecoder``; tests build them by hand, so the decoding is tested without a terminal.
public enum CursesInput: Hashable, Sendable {
    /// `wget_wch` returned `OK`: a wide character (UTF-8 already decoded by ncurses).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES`: one of the `KEY_*` codes.
    case keyCode(Int32)
}

/// The ncurses `KEY_*` codes this program understands, with the values of `<curses.h>`.
///
/// They are fixed by the X/Open curses ABI; NcursesBackendTests checks each one against the
/// header, so this pure module needs no import of ncurses.
public enum CursesKeyCode {
    /// `KEY_DOWN`
    public static let down: Int32 = 0o402
    /// `KEY_UP`
    public static let up: Int32 = 0o403
    /// `KEY_LEFT`
    public static let left: Int32 = 0o404
    /// `KEY_RIGHT`
    public static let right: Int32 = 0o405
    /// `KEY_HOME`
    public static let home: Int32 = 0o406
    /// `KEY_BACKSPACE`
    public static let backspace: Int32 = 0o407
    /// `KEY_F0`; `KEY_F(n)` is `f0 + n`.
    public static let f0: Int32 = 0o410
    /// `KEY_DC`, delete character.
    public static let delete: Int32 = 0o512
    /// `KEY_IC`, insert character.
    public static let insert: Int32 = 0o513
    /// `KEY_NPAGE`, page down.
    public static let pageDown: Int32 = 0o522
    /// `KEY_PPAGE`, page up.
    public static let pageUp: Int32 = 0o523
    /// `KEY_ENTER`, keypad Enter.
    public static let enter: Int32 = 0o527
    /// `KEY_A1`, keypad upper left (Home).
    public static let keypadHome: Int32 = 0o534
    /// `KEY_A3`, keypad upper right (PgUp).
    public static let keypadPageUp: Int32 = 0o535
    /// `KEY_C1`, keypad lower left (End).
    public static let keypadEnd: Int32 = 0o537
    /// `KEY_C3`, keypad lower right (PgDn).
    public static let keypadPageDown: Int32 = 0o540
    /// `KEY_BTAB`, Shift-Tab.
    public static let backTab: Int32 = 0o541
    /// `KEY_END`
    public static let end: Int32 = 0o550
    /// `KEY_RESIZE`
    public static let resize: Int32 = 0o632
}

/// Decodes ncurses' `wget_wch` results into ``KeyEvent``s.
///
/// ```swift
/// CursesKeyDecoder.decode(.keyCode(CursesKeyCode.up))  // .up
/// CursesKeyDecoder.decode(.character(0x1B))           // .escape
/// ```
public enum CursesKeyDecoder {
    private static let keys: [Int32: KeyEvent] = [
        CursesKeyCode.down: .down, CursesKeyCode.up: .up, CursesKeyCode.left: .left,
        CursesKeyCode.right: .right, CursesKeyCode.home: .home, CursesKeyCode.backspace: .backspace,
        CursesKeyCode.delete: .delete, CursesKeyCode.insert: .insert, CursesKeyCode.pageDown: .pageDown,
        CursesKeyCode.pageUp: .pageUp, CursesKeyCode.enter: .enter, CursesKeyCode.keypadHome: .home,
        CursesKeyCode.keypadPageUp: .pageUp, CursesKeyCode.keypadEnd: .end,
        CursesKeyCode.keypadPageDown: .pageDown, CursesKeyCode.backTab: .backTab,
        CursesKeyCode.end: .end, CursesKeyCode.resize: .resize,
    ]

    /// The key `input` stands for, or `nil` for codes and characters no binding can use.
    public static func decode(_ input: CursesInput) -> KeyEvent? {
        switch input {
        case .character(let value):
            return Unicode.Scalar(value).flatMap(KeyEvent.init(scalar:))
        case .keyCode(let code):
            if let key = keys[code] { return key }
            let function = code - CursesKeyCode.f0
            return (1...63).contains(function) ? .function(Int(function)) : nil
        }
    }
}
