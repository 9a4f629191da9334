import AppCore
import Foundation
import UDFKit
import Testing

@Suite struct ProjectListTests {
    let cafe = Project(
        id: ProjectID(3), title: "Café visits", units: "cups", frequency: .daily,
        createdAt: date("2025-03-03T08:00:00Z"), updatedAt: date("2025-03-03T08:00:00Z")
    )

    @Test func projectsAreListedByUpdatedAtNewestFirst() {
        let data = AppData(projects: [
            mileage.updated("2025-03-10T12:00:00Z"), hoursWorked.updated("2025-03-12T12:00:00Z"), cafe,
        ])

        let list = data.projectList()

        #expect(list.map(\.title) == ["Hours worked", "Mileage", "Café visits"])
    }

    @Test func projectsUpdatedAtTheSameMomentAreListedNewestCreatedFirst() {
        let data = AppData(projects: [mileage.updated("2025-03-10T12:00:00Z"), hoursWorked.updated("2025-03-10T12:00:00Z")])

        #expect(data.projectList().map(\.id) == [ProjectID(2), ProjectID(1)])
    }

    @Test func anItemChangeMovesItsProjectToTheTop() {
        var state = AppState(data: AppData(projects: [mileage, hoursWorked]))

        AppState.reducer.reduce(&state, ItemAction.itemAdded(
            id: ItemID(101), projectID: ProjectID(1), amount: 12, timestamp: date("2025-03-04T08:00:00Z"),
            notes: nil, at: date("2025-03-04T08:00:00Z")
        ))

        #expect(state.data.projectList().map(\.title) == ["Mileage", "Hours worked"])
    }

    @Test(arguments: [
        ("cafe", ["Café visits"]),
        ("CAFÉ", ["Café visits"]),
        ("KM", ["Mileage"]),
        ("cups visits", ["Café visits"]),
        ("  h  ", ["Hours worked"]),
        ("", ["Café visits", "Hours worked", "Mileage"]),
        ("mileage h", []),
        ("xyz", []),
    ])
    func searchIgnoresCaseAndDiacriticsInTitlesAndUnits(_ search: String, _ titles: [String]) {
        let data = AppData(projects: [mileage, hoursWorked, cafe])

        #expect(data.projectList(matching: search).map(\.title) == titles)
    }
}
