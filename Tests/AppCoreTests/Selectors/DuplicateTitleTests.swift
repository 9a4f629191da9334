import AppCore
import Foundation
import Testing

@Suite struct DuplicateTitleTests {
    @Test func aTitleDifferingOnlyInCaseAndSpacesIsShared() {
        // Given "Mileage" and "Hours worked"
        let data = AppData(projects: [mileage, hoursWorked])

        // Then " MILEAGE " is taken for Mileage, and "Mileage km" is not
        #expect(data.projects(sharingTitle: " MILEAGE ", except: nil) == [mileage])
        #expect(data.projects(sharingTitle: "Mileage km", except: nil) == [])
    }

    @Test func theProjectBeingEditedDoesNotShareItsOwnTitle() {
        let data = AppData(projects: [mileage, hoursWorked])

        #expect(data.projects(sharingTitle: "mileage", except: mileage.id) == [])
        #expect(data.projects(sharingTitle: "mileage", except: hoursWorked.id) == [mileage])
    }

    @Test func anEmptyTitleSharesNothing() {
        #expect(AppData(projects: [mileage]).projects(sharingTitle: "  ", except: nil) == [])
    }
}
