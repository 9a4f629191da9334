/// A fraction as a bar of cells, in eighths of a cell: full blocks, one partial block, then a
/// light track for the rest, so that an empty bar still shows its length.
///
/// ```swift
/// ProgressBar.text(0.76, width: 4)   // "███░"  (3.04 cells)
/// ProgressBar.text(0.5, width: 5)    // "██▌░░"
/// ProgressBar.text(2.0, width: 4)    // "████"  (past the end: full)
/// ```
public enum ProgressBar {
    static let partial: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let full: Character = "█"
    static let track: Character = "░"

    /// `fraction` (0 to 1; less is empty, more is full, NaN is empty) as exactly `width` cells.
    public static func text(_ fraction: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let eighths = Int((clamped * Double(width * 8)).rounded())
        let whole = eighths / 8
        var cells = String(repeating: full, count: whole)
        if whole < width {
            let rest = eighths % 8
            cells.append(rest == 0 ? track : partial[rest - 1])
            cells += String(repeating: track, count: width - whole - 1)
        }
        return cells
    }
}
