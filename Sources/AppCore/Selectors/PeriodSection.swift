import Foundation

/// The items of one project in one period, newest first, with their count, total and average.
///
/// Returned by ``AppData/sections(of:in:)``; a section is never empty.
///
/// ```swift
/// for section in data.sections(of: mileage, in: zone) {
///     print(section.period.start, section.count, section.total, section.average)
/// }
/// ```
public struct PeriodSection: Hashable, Sendable {
    /// The calendar day, month or year of the section, as `[start, end)`.
    public var period: DateInterval
    /// The items whose timestamp falls in the period, newest first.
    public var items: SectionItems
    /// The sum of the items' amounts.
    public var total: Double

    /// Creates a section.
    public init(period: DateInterval, items: SectionItems, total: Double) {
        self.period = period
        self.items = items
        self.total = total
    }

    /// The number of items.
    public var count: Int { items.count }

    /// The mean amount: `total / count`.
    public var average: Double { items.isEmpty ? 0 : total / Double(items.count) }
}

/// The total of one period of a chart series; periods without items have a zero total.
///
/// Returned by ``AppData/series(of:periods:endingAt:in:)``.
///
/// ```swift
/// let bars = data.series(of: mileage, periods: 12, endingAt: .now, in: zone).map(\.total)
/// ```
public struct PeriodTotal: Hashable, Sendable {
    /// The calendar day, month or year, as `[start, end)`.
    public var period: DateInterval
    /// The number of items in the period.
    public var count: Int
    /// The sum of their amounts.
    public var total: Double

    /// Creates a period total.
    public init(period: DateInterval, count: Int, total: Double) {
        self.period = period
        self.count = count
        self.total = total
    }
}
