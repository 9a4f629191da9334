import TerminalUI

/// The ways a screen can break the wide-character rules, as readable strings (empty when
/// the screen is sound): every continuation cell follows a lead that covers it, with the
/// same style, and no lead runs past the end of its row.
func wideCharacterViolations(in screen: Screen) -> [String] {
    var violations: [String] = []
    for row in 0..<screen.size.rows {
        var column = 0
        while column < screen.size.columns {
            let cell = screen[column, row]
            if cell.isContinuation {
                violations.append("stray continuation at \(column),\(row)")
                column += 1
                continue
            }
            if column + cell.width > screen.size.columns {
                violations.append("lead at \(column),\(row) runs past the row")
            }
            for part in column + 1 ..< min(column + cell.width, screen.size.columns)
            where !screen[part, row].isContinuation || screen[part, row].style != cell.style {
                violations.append("cell \(part),\(row) should continue the lead at \(column)")
            }
            column += max(1, cell.width)
        }
    }
    return violations
}

/// A small deterministic random number generator (SplitMix64), so fuzz tests repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
