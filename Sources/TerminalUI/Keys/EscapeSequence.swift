/// The keys a complete escape sequence stands for: a CSI (`ESC [` parameters, final byte)
/// or an SS3 (`ESC O` final byte), as xterm and its followers send them.
///
/// ``KeyStreamDecoder`` finds where a sequence ends; this says which key it is. A sequence
/// with a modifier (`ESC [ 1 ; 5 A`, Ctrl-↑), a private marker (`ESC [ ? …`) or a final
/// byte no key uses is a key no binding names: `nil`, never the plain key nor characters.
///
/// ```swift
/// EscapeSequence.key(introducer: "[", parameters: "4", final: "~")   // .end
/// EscapeSequence.key(introducer: "[", parameters: "1;5", final: "A") // nil (Ctrl-↑)
/// ```
enum EscapeSequence {
    /// The key of `ESC introducer parameters final`, or `nil` when no ``KeyEvent`` is it.
    static func key(introducer: Unicode.Scalar, parameters: String, final: Unicode.Scalar) -> KeyEvent? {
        guard let sequence = Unmodified(parameters) else { return nil }
        switch (introducer, final, sequence.code) {
        case ("O", "P"..."S", nil): return .function(Int(final.value - ("P" as Unicode.Scalar).value) + 1)
        case ("O", "M", nil): return .enter
        case (_, "~", let code?): return tildeKeys[code]
        case (_, _, nil), (_, _, 1): return letterKeys[final]
        default: return nil
        }
    }

    /// F1 to F5 of the Linux console, `ESC [ [ A` to `ESC [ [ E`: the letter after `ESC [ [`.
    static func linuxConsoleKey(_ letter: Unicode.Scalar) -> KeyEvent? {
        ("A"..."E").contains(letter) ? .function(Int(letter.value - ("A" as Unicode.Scalar).value) + 1) : nil
    }

    /// The parameters of a sequence without a modifier: none, `n`, or `n;1`.
    private struct Unmodified {
        /// The number, if there is one.
        var code: Int?

        /// `nil` for a modifier other than none (`1;5`), more parameters, or anything but
        /// digits (a private marker such as `?`, an intermediate byte).
        init?(_ parameters: String) {
            let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count <= 2, fields.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }) else { return nil }
            if fields.count == 2, fields[1] != "1" { return nil }
            guard let first = fields.first, !first.isEmpty else { return }
            guard let code = Int(first) else { return nil }
            self.code = code
        }
    }

    /// Keys with a letter for a final byte (`ESC [ A`, `ESC O A`...).
    private static let letterKeys: [Unicode.Scalar: KeyEvent] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
    ]

    /// Keys of `ESC [ n ~` (xterm, VT220, rxvt's Home and End).
    private static let tildeKeys: [Int: KeyEvent] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
