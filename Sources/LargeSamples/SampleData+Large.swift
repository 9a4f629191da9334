import AppCore
import Foundation
import UDFKit

extension SampleData {
    /// A big state for benchmarks: `projectCount` projects, the first of which (daily,
    /// id `ProjectID(1)`) holds `itemCount` items, one an hour going back from `now`.
    ///
    /// At the defaults (1,000 projects, 100,000 items over about 11 years, so some 4,200
    /// daily sections) it is the scenario the selectors must compute in under 50 ms in release:
    ///
    /// ```swift
    /// let data = SampleData.large()
    /// let sections = data.sections(of: ProjectID(1), in: zone)
    /// let series = data.series(of: ProjectID(1), periods: 30, endingAt: SampleData.referenceDate, in: zone)
    /// ```
    ///
    /// Ids are fixed (`ProjectID(1...projectCount)`, `ItemID(1...itemCount)`), so two calls
    /// give equal states. With `spread`, the items go round the projects instead (item *n*
    /// to project *n* mod `projectCount`, + 1): every project holds its share, as in a
    /// database many people use.
    package static func large(projectCount: Int = 1_000, itemCount: Int = 100_000, spread: Bool = false, now: Date = referenceDate) -> AppData {
        let hour: TimeInterval = 3_600
        let firstCreated = now.addingTimeInterval(-Double(itemCount) * hour)
        let projects = (1...max(projectCount, 1)).map { number in
            largeProject(number, createdAt: firstCreated, updatedAt: now.addingTimeInterval(-Double(number) * 60))
        }
        let owners = UInt64(spread ? max(projectCount, 1) : 1)
        let items = (0..<max(itemCount, 0)).map { (index: Int) -> Item in
            let owner: UInt64 = UInt64(index) % owners + 1
            return Item(
                id: ItemID(UInt64(index + 1)), projectID: ProjectID(owner),
                amount: Double(index % 40) / 4, timestamp: now.addingTimeInterval(-Double(index) * hour)
            )
        }
        return AppData(
            projects: list(projects),
            items: list(items)
        )
    }

    private static func largeProject(_ number: Int, createdAt: Date, updatedAt: Date) -> Project {
        let frequency: Frequency = number == 1 ? .daily : Frequency.allCases[number % 3]
        return Project(
            id: ProjectID(UInt64(number)), title: "Project \(number)", units: number.isMultiple(of: 2) ? "h" : "km",
            frequency: frequency, createdAt: createdAt, updatedAt: updatedAt
        )
    }
}
