import AppCore
import Foundation
import UDFKit
import Testing

@Suite struct ItemCountTests {
    @Test func everyProjectHasItsItemCountAndAProjectWithoutItemsHasZero() {
        let cafe = Project(
            id: ProjectID(3), title: "Café visits", units: "cups", frequency: .daily,
            createdAt: date("2025-03-03T08:00:00Z"), updatedAt: date("2025-03-03T08:00:00Z")
        )
        let data = AppData(projects: [mileage, hoursWorked, cafe], items: [
            Item(id: ItemID(101), projectID: ProjectID(1), amount: 412, timestamp: date("2025-03-05T18:00:00Z")),
            Item(id: ItemID(201), projectID: ProjectID(2), amount: 7.5, timestamp: date("2025-03-06T08:00:00Z")),
            Item(id: ItemID(102), projectID: ProjectID(1), amount: 380, timestamp: date("2025-03-20T07:30:00Z")),
        ])

        let counts = data.itemCountsByProject()

        #expect(counts == [ProjectID(1): 2, ProjectID(2): 1, ProjectID(3): 0])
    }

    @Test func runsOfOneProjectAndInterleavedItemsAreCountedAlike() {
        // Given items in a run of three, then alternating, then a run again
        let projects: [UInt64] = [1, 1, 1, 2, 1, 2, 1, 2, 2]
        let data = AppData(projects: [mileage, hoursWorked], items: SampleData.list(projects.enumerated().map { offset, project in
            Item(id: ItemID(UInt64(300 + offset)), projectID: ProjectID(project), amount: 1, timestamp: date("2025-03-05T18:00:00Z"))
        }))

        #expect(data.itemCountsByProject() == [ProjectID(1): 5, ProjectID(2): 4])
    }

    @Test func groupsAreNumberedInTheOrderTheirProjectFirstAppears() {
        // Given items of project 2, then 1, then 2 again
        let projects: [UInt64] = [2, 1, 2, 2]
        let data = AppData(projects: [mileage, hoursWorked], items: SampleData.list(projects.enumerated().map { offset, project in
            Item(id: ItemID(UInt64(400 + offset)), projectID: ProjectID(project), amount: Double(offset), timestamp: date("2025-03-05T18:00:00Z"))
        }))

        var visits: [String] = []
        let groups = data.forEachItemByProject { group, item in visits.append("\(group):\(Int(item.amount))") }

        #expect(visits == ["0:0", "1:1", "0:2", "0:3"])
        #expect(groups == [ProjectID(2): 0, ProjectID(1): 1])
    }

    @Test func noProjectsGiveNoCounts() {
        #expect(AppData().itemCountsByProject() == [:])
    }
}
