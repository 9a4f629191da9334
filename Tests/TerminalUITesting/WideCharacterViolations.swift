import TerminalUI

/// The ways a screen can break the wide-character rules, as readable strings (empty when
/// the screen is sound): every continuation cell follows a lead that covers it, with the
/// same style, and no lead runs past the end of its row.
///
/// Tests of anything that draws call it after drawing, whatever was drawn:
///
/// ```swift
/// #expect(wideCharacterViolations(in: driver.screen) == [])
/// ```
public func wideCharacterViolations(in screen: Screen) -> [String] {
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
