import Foundation

/// What a project aims for each period: at least an amount (100 km a month, 8 h a day) or
/// at most one (300 € a month).
///
/// Set with ``ProjectAction/targetSet(id:target:at:expectedVersion:)``; the screens show the
/// current period's progress (``AppData/targetProgress(of:at:timeZone:)``), and whether each
/// period met it.
///
/// ```swift
/// let target = Target(kind: .atLeast, amount: 100)
/// target.isMet(by: 120)      // true
/// Target(kind: .atMost, amount: 300).isMet(by: 320)   // false
/// ```
public struct Target: Codable, Hashable, Sendable {
    /// Which side of the amount meets the target.
    public enum Kind: String, Codable, CaseIterable, Hashable, Sendable {
        /// The period's total must reach the amount.
        case atLeast
        /// The period's total must stay at or below the amount.
        case atMost
    }

    /// Which side meets it.
    public var kind: Kind
    /// The amount per period, in the project's units; positive and finite.
    public var amount: Double

    /// A target.
    public init(kind: Kind, amount: Double) {
        self.kind = kind
        self.amount = amount
    }

    /// The target written as people write it: "at least 500", "at most 300", ">= 8",
    /// "<= 300", "≥ 500", "≤ 300" (case and spaces aside, thousands may be grouped with
    /// commas); nil for any other text. The amount is checked by ``validate()``.
    public init?(parsing text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        let forms: [(String, Kind)] = [
            ("at least", .atLeast), (">=", .atLeast), ("≥", .atLeast),
            ("at most", .atMost), ("<=", .atMost), ("≤", .atMost),
        ]
        guard let (prefix, kind) = forms.first(where: { text.hasPrefix($0.0) }) else { return nil }
        let number = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
        guard !number.isEmpty, number.allSatisfy({ "0123456789.+-eE".contains($0) }), let amount = Double(number) else { return nil }
        self.init(kind: kind, amount: amount)
    }

    /// The text that ``init(parsing:)`` reads back as this target: "at least 500".
    public var editableText: String {
        (kind == .atLeast ? "at least " : "at most ") + amountText
    }

    /// Refuses an amount that is not finite, beyond ``Item/maximumAmount``, or not above zero:
    /// what ``ProjectAction/targetSet(id:target:at:expectedVersion:)`` checks, for callers
    /// that check before they act.
    public func validate() throws(AppError) {
        guard amount.isFinite else { throw .amountNotFinite }
        guard abs(amount) <= Item.maximumAmount else { throw .amountTooLarge }
        guard amount > 0 else { throw .targetNotPositive }
    }

    /// Whether a period whose total is `total` meets the target.
    public func isMet(by total: Double) -> Bool {
        switch kind {
        case .atLeast: total >= amount
        case .atMost: total <= amount
        }
    }

    /// `total` as a fraction of the amount (1 is the amount exactly).
    public func fraction(of total: Double) -> Double {
        amount > 0 ? total / amount : 0
    }

    /// "≥ 100 km", "≤ 300 €".
    public func text(units: String) -> String {
        (kind == .atLeast ? "≥ " : "≤ ") + amountText + (units.isEmpty ? "" : " " + units)
    }

    /// The amount as typed back: "500", "12.5".
    private var amountText: String {
        amount.rounded() == amount && abs(amount) < 1e15 ? String(Int64(amount)) : String(amount)
    }
}

/// How a project stands against its target in the current period.
public struct TargetProgress: Hashable, Sendable {
    /// The target.
    public var target: Target
    /// The current period's total, a running timer included.
    public var total: Double
    /// How many periods in a row, up to the one before the current, met the target, since the
    /// project's creation or its oldest item; the current one counts too once it meets an
    /// at-least target (an at-most target can still be missed until the period ends).
    public var streak: Int

    /// The progress of `target` with `total` so far and `streak` periods met before.
    public init(target: Target, total: Double, streak: Int) {
        self.target = target
        self.total = total
        self.streak = streak
    }

    /// Whether the current period meets the target so far.
    public var isMet: Bool { target.isMet(by: total) }
    /// The total as a whole percentage of the target's amount.
    public var percent: Int {
        let value = target.fraction(of: total) * 100
        return value.isFinite ? Int(max(-9_999, min(9_999, value)).rounded()) : 0
    }
}

extension AppData {
    /// The progress of the project's target in the period holding `instant`, in `timeZone`;
    /// nil when the project has no target (or does not exist). O(the project's items).
    public func targetProgress(of projectID: ProjectID, at instant: Date, timeZone: TimeZone) -> TargetProgress? {
        guard let project = projects[id: projectID], let target = project.target else { return nil }
        let calendar = PeriodCalendar(frequency: project.frequency, timeZone: timeZone)
        let current = calendar.period(containing: instant)
        // From the project's creation, or its oldest item if that came first (data imported
        // or backdated): periods before either meet an at-most target only trivially.
        var oldest = project.createdAt
        var totals = [Date: AmountSum]()
        for item in items where item.projectID == projectID && item.timestamp < current.end {
            oldest = min(oldest, item.timestamp)
            totals[calendar.period(containing: item.timestamp).start, default: AmountSum()] += item.amount
        }
        let start = calendar.period(containing: oldest).start
        let total = ((totals[current.start] ?? AmountSum()) + AmountSum(runningAmount(of: projectID, at: instant))).value
        var streak = target.kind == .atLeast && target.isMet(by: total) ? 1 : 0
        var period = calendar.period(before: current)
        while period.end > start, target.isMet(by: totals[period.start]?.value ?? 0) {
            streak += 1
            period = calendar.period(before: period)
        }
        return TargetProgress(target: target, total: total, streak: streak)
    }
}
