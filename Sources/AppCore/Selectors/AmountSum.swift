/// A sum of amounts, exact to a billionth of a unit, whatever their order and number.
///
/// Adding `Double`s rounds at every step, and at ±1e12 a step loses ten thousandths:
/// `1e12 + 0.3 - 1e12` is `0.2999267578125` in doubles, and a target of "at least 0.3" then
/// shows 100% but is not met. Each amount is taken to the nearest billionth instead (its
/// whole part exactly, its fraction rounded once) and the billionths are added as integers,
/// so that totals are the sums people would write down, and the same sum shown is the one
/// compared with a target. The one way every total of the app is added.
///
/// ```swift
/// var sum = AmountSum()
/// for amount in [1e12, 0.3, -1e12] { sum += amount }
/// sum.value    // 0.3
/// ```
public struct AmountSum: Hashable, Sendable, Comparable {
    /// The sum in billionths of a unit: at most 1e21 per amount, and room for 1e17 of them.
    private var billionths: Int128 = 0

    /// A sum of nothing: 0.
    public init() {}

    /// The sum of one amount.
    public init(_ amount: Double) {
        self += amount
    }

    /// The sum of `amounts`.
    public init(_ amounts: some Sequence<Double>) {
        for amount in amounts { self += amount }
    }

    /// Adds `amount` (a finite number within ±1e12, as AppCore's rules keep every amount;
    /// anything else counts as 0).
    public static func += (sum: inout AmountSum, amount: Double) {
        guard amount.isFinite, abs(amount) <= 1e15 else { return }
        let whole = amount.rounded(.towardZero)
        let fraction = (amount - whole) * 1e9    // the subtraction is exact; one rounding here
        // Through Int64, which holds both parts exactly within the guard: Int128's own
        // conversion from a Double takes a slow generic path (most of a section's total).
        sum.billionths += Int128(Int64(whole)) * 1_000_000_000 + Int128(Int64(fraction.rounded()))
    }

    /// Adds another sum.
    public static func += (sum: inout AmountSum, other: AmountSum) {
        sum.billionths += other.billionths
    }

    /// The sum of two sums.
    public static func + (lhs: AmountSum, rhs: AmountSum) -> AmountSum {
        var sum = lhs
        sum += rhs
        return sum
    }

    /// Orders sums by value.
    public static func < (lhs: AmountSum, rhs: AmountSum) -> Bool {
        lhs.billionths < rhs.billionths
    }

    /// The sum as the `Double` nearest to it (`0.3` for three tenths).
    public var value: Double {
        // In Int64 when the sum fits (up to nine billion units), with the same result:
        // Int128's division and conversion to Double are slow generic code.
        if billionths >= Int128(Int64.min), billionths <= Int128(Int64.max) {
            let (whole, fraction) = Int64(truncatingIfNeeded: billionths).quotientAndRemainder(dividingBy: 1_000_000_000)
            return Double(whole) + Double(fraction) / 1e9
        }
        let (whole, fraction) = billionths.quotientAndRemainder(dividingBy: 1_000_000_000)
        return Double(whole) + Double(fraction) / 1e9
    }
}
