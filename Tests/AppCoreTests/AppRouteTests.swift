import AppCore
import Foundation
import UDFKit
import Testing

@Suite struct AppRouteTests {
    let data = AppData(
        projects: [mileage, hoursWorked],
        items: [Item(id: ItemID(101), projectID: ProjectID(1), amount: 412, timestamp: date("2025-03-05T18:00:00Z"))]
    )

    @Test func routesAreValidWhileWhatTheyNameExists() {
        #expect(AppRoute.project(id: ProjectID(1)).isValid(in: data))
        #expect(AppRoute.itemForm(projectID: ProjectID(1), editing: ItemID(101)).isValid(in: data))
        #expect(AppRoute.projectForm(editing: nil).isValid(in: AppData()))
        #expect(!AppRoute.project(id: ProjectID(9)).isValid(in: data))
        #expect(!AppRoute.itemForm(projectID: ProjectID(2), editing: ItemID(101)).isValid(in: data))
        #expect(!AppRoute.deleteConfirmation(of: .item(id: ItemID(102))).isValid(in: data))
    }

    @Test func aStackIsCutBelowTheFirstScreenOfSomethingGoneButKeepsItsForms() {
        let stack: [AppRoute] = [.projectList, .project(id: ProjectID(1)), .itemForm(projectID: ProjectID(1), editing: ItemID(101)), .help]
        var withoutItem = data
        withoutItem.items = []
        var withoutProject = data
        withoutProject.projects.remove(id: ProjectID(1))

        #expect(stack.repaired(for: data) == stack)
        // The form holds what was typed: it stays, and says its record is gone.
        #expect(stack.repaired(for: withoutItem) == [.projectList, .project(id: ProjectID(1)), .itemForm(projectID: ProjectID(1), editing: ItemID(101))])
        #expect(stack.repaired(for: withoutProject) == [.projectList, .itemForm(projectID: ProjectID(1), editing: ItemID(101))])
        #expect([AppRoute.projectList, .project(id: ProjectID(1)), .help].repaired(for: withoutProject) == [.projectList])
        #expect([AppRoute]().repaired(for: data) == [.projectList])
    }
}
