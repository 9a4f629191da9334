import Foundation

/// How often a project's amounts are collected: its items group into calendar days, months
/// or years.
///
/// The frequency chooses the period of the sections and of the chart series that the
/// selectors derive (see ``AppData/sections(of:in:)``).
///
/// ```swift
/// Frequency.monthly.component    // .month
/// ```
public enum Frequency: String, Codable, CaseIterable, Hashable, Sendable {
    /// One period per calendar day.
    case daily
    /// One period per calendar month.
    case monthly
    /// One period per calendar year.
    case yearly

    /// The calendar component whose intervals are this frequency's periods.
    public var component: Calendar.Component {
        switch self {
        case .daily: .day
        case .monthly: .month
        case .yearly: .year
        }
    }
}
