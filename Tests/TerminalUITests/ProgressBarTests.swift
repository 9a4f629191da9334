import TerminalUI
import Testing

/// The bar of the project list's Goal column.
@Suite struct ProgressBarTests {
    @Test(arguments: [
        (0.0, 4, "░░░░"), (0.5, 5, "██▌░░"), (0.76, 4, "███░"), (0.8, 4, "███▎"), (1.0, 4, "████"),
        (2.0, 4, "████"), (-1.0, 4, "░░░░"), (Double.nan, 3, "░░░"), (Double.infinity, 2, "██"),
        (1.0 / 64, 2, "░░"), (1.0 / 16, 2, "▏░"), (0.3, 0, ""),
    ])
    func aFractionFillsEighthsOfTheCellsAndAlwaysShowsItsLength(fraction: Double, width: Int, text: String) {
        #expect(ProgressBar.text(fraction, width: width) == text)
        #expect(ProgressBar.text(fraction, width: width).count == width)
    }
}
