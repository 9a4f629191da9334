extension KeyEvent {
    /// The name shown in the help bar and the `?` overlay: "↑", "Enter", "Ctrl-R", "q".
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-" + character.uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let number): "F\(number)"
        case .resize: "Resize"
        case .paste: "Paste"
        }
    }

    /// The name a key script uses between angle brackets ("Enter", "C-r", "F5"), or `nil`
    /// for a plain character, which a script writes as itself.
    public var scriptName: String? {
        switch self {
        case .character: nil
        case .control(let character): "C-\(character)"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .backspace: "BS"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let number): "F\(number)"
        case .resize: "Resize"
        case .paste: nil
        }
    }
}
