@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import PropertyBased
import SeededGenerators
import Testing
import UDFKitTesting
import UDFKit

/// Random sequences of valid and invalid actions, undos and redos, saved through the
/// persistence middleware: after every action, the data read back from the file equals the
/// data in memory, order included.
@Suite(.onOwnThread) struct PropertyTests {
    @Test(.shrinking, TestSeed.replayOnFailure)
    func theFileAgreesWithMemoryAfterEveryAction() async throws {
        await propertyCheck(count: 100, input: RandomStep.generator.array(of: 0...40).seeded()) { steps in
            let folder = TemporaryFolder()
            guard let app = try? PersistentStore(database: AppDatabase.open(at: folder.file("p.sqlite")), watchInterval: nil) else {
                Issue.record("cannot open a database in \(folder.path)")
                return
            }
            for (number, step) in steps.enumerated() {
                app.store.dispatch(step.action)
                let reloaded = try? app.database.loadData()
                #expect(reloaded == app.store.state.data, "after step \(number + 1): \(step)")
            }
            app.close()
        }
    }
}

/// One random action over small pools of ids, titles, amounts and times, so that sequences
/// hit every rule (and the removal of items from the middle of the array). Each field is a
/// small integer, so a failing sequence shrinks to the simplest choices.
struct RandomStep: Sendable, CustomStringConvertible {
    var kind: Int
    var project: Int
    var item: Int
    var text: Int
    var amount: Int
    var minute: Int

    static let titles = ["Mileage", "  Hours  ", "", "Café ☕️", String(repeating: "x", count: 201)]
    static let amounts: [Double] = [1, -2.5, 0, .nan, 1e300, 0.1]
    static let start = Date(timeIntervalSinceReferenceDate: 762_512_400.123_456_789)

    static let generator = zip(
        Gen.int(in: 0...10), Gen.int(in: 0...3), Gen.int(in: 0...7),
        Gen.int(in: 0...4), Gen.int(in: 0...5), Gen.int(in: 0...600)
    ).map { RandomStep(kind: $0, project: $1, item: $2, text: $3, amount: $4, minute: $5) }

    var action: any Action {
        let projectID = ProjectID(UInt64(project + 1)), itemID = ItemID(UInt64(item + 101))
        let title = Self.titles[text], amount = Self.amounts[amount]
        let at = Self.start.addingTimeInterval(Double(minute) * 60.25)
        let frequency = Frequency.allCases[item % 3]
        switch kind {
        case 0: return ProjectAction.projectCreated(id: projectID, title: title, units: "km", frequency: frequency, at: at)
        case 1: return ProjectAction.projectEdited(id: projectID, title: title, units: " h ", frequency: frequency, at: at)
        case 2: return ProjectAction.projectDeleted(id: projectID)
        case 3, 4: return ItemAction.itemAdded(id: itemID, projectID: projectID, amount: amount, timestamp: at, notes: title, at: at)
        case 5: return ItemAction.itemEdited(id: itemID, amount: amount, timestamp: at, notes: nil, at: at)
        case 6: return ItemAction.itemDeleted(id: itemID, at: at)
        case 7: return ActivityAction.activityStarted(projectID: projectID, at: at)
        case 8: return ActivityAction.activityStopped(projectID: projectID, itemID: itemID, at: at)
        case 9: return HistoryAction.undone
        default: return HistoryAction.redone
        }
    }

    var description: String {
        String(describing: action)
            .replacingOccurrences(of: "00000000-0000-0000-0000-", with: "#")
            .replacingOccurrences(of: "AppCore.", with: "")
    }
}
