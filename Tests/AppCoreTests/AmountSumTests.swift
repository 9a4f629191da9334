import AppCore
import Foundation
import Testing

/// Totals are the sums people would write down, even beside amounts of a trillion
/// (issue 23 §5): every total of the app is added with ``AmountSum``.
@Suite struct AmountSumTests {
    @Test func aTenthBesideATrillionIsKept() {
        #expect(1e12 + 0.3 - 1e12 != 0.3)    // what adding doubles gives: 0.2999267578125
        #expect(AmountSum([1e12, 0.3, -1e12]).value == 0.3)
        #expect(AmountSum([0.1, 0.2]).value == 0.3)
        #expect(AmountSum([-1e12, 1e12, -0.000000001]).value == -0.000000001)
    }

    @Test func theOrderOfTheAmountsDoesNotMatter() {
        let amounts = [1e12, 0.1, 999_999_999_999.9, -1e12, 0.7, -0.05, 3.333333333]
        let sums = Set([amounts, amounts.reversed(), amounts.sorted()].map { AmountSum($0) })
        #expect(sums.count == 1)
    }

    @Test func amountsNoRuleAllowsCountAsNothing() {
        #expect(AmountSum([.nan, .infinity, 1e300, 2]).value == 2)
    }

    @Test func aTargetOfAtLeastATenthIsMetByATenthBesideATrillion() {
        // Given a daily project with an "at least 0.3" target, and a day of 1e12, 0.3 and -1e12
        let day = Date(timeIntervalSinceReferenceDate: 757_846_800)    // 2025-01-06T09:00:00Z
        let project = Project(id: ProjectID(1), title: "Hours", units: "h", frequency: .daily, createdAt: day, updatedAt: day,
                              target: Target(kind: .atLeast, amount: 0.3))
        let items = [1e12, 0.3, -1e12].enumerated().map { index, amount in
            Item(id: ItemID(UInt64(index + 1)), projectID: project.id, amount: amount, timestamp: day.addingTimeInterval(Double(index)))
        }
        let data = AppData(projects: [project], items: SampleData.list(items))
        // Then the day's total is 0.3 and the target is met
        let progress = data.targetProgress(of: project.id, at: day.addingTimeInterval(60), timeZone: .gmt)
        #expect(progress?.total == 0.3)
        #expect(progress?.isMet == true)
    }
}
