import AppCore

/// The rows of the summary screen, in the order it scrolls through them: one per project,
/// a blank row, the heading of the sums, one per units. Indexes into the
/// ``AppCore/PeriodSummary`` without copying its rows, so a frame costs what it shows.
///
/// ```swift
/// let rows = SummaryRows(summary)     // 4 projects in 3 units
/// rows.count                          // 9
/// rows[5]                             // .unitsHeading
/// ```
struct SummaryRows {
    /// One row of the screen.
    enum Row: Equatable {
        /// A project's totals.
        case project(PeriodSummary.Row)
        /// The blank row between the projects and the sums.
        case gap
        /// The column headings of the sums per units.
        case unitsHeading
        /// The totals of the projects counting in one units.
        case units(PeriodSummary.Row)
    }

    let summary: PeriodSummary

    init(_ summary: PeriodSummary) {
        self.summary = summary
    }

    /// How many rows there are; none without projects.
    var count: Int {
        summary.projects.isEmpty ? 0 : summary.projects.count + 2 + summary.units.count
    }

    /// The row at `index`, which is below ``count``.
    subscript(index: Int) -> Row {
        let projects = summary.projects.count
        if index < projects { return .project(summary.projects[index]) }
        if index == projects { return .gap }
        if index == projects + 1 { return .unitsHeading }
        return .units(summary.units[index - projects - 2])
    }
}

extension PeriodSummary.Span {
    /// The span Tab goes to: week, month, year, then week again.
    var next: PeriodSummary.Span {
        switch self {
        case .week: .month
        case .month: .year
        case .year: .week
        }
    }
}
