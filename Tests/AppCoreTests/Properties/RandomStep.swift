import AppCore
import Foundation
import PropertyBased
import UDFKit

/// One random user action, drawn from small pools so that sequences hit every rule: ids
/// that exist and ids that don't, valid and invalid titles and amounts, and a clock that
/// sometimes goes back, mixed with undo, redo, groups and screens opened.
///
/// Each field is a small integer, so PropertyBased shrinks a failing sequence both by
/// dropping steps and by moving each step towards the simplest choices.
struct RandomStep: Sendable, CustomStringConvertible {
    var kind: Int
    var project: Int
    var item: Int
    var title: Int
    var amount: Int
    var minute: Int

    static let kinds = 0...12
    static let titles = ["Mileage", "  Hours  ", "", "   ", String(repeating: "x", count: 201), "Café"]
    static let amounts: [Double] = [1, -2.5, 0, .nan, .infinity, 1e300]
    static let start = Date(timeIntervalSince1970: 1_740_819_600)  // 2025-03-01 09:00 UTC

    /// Random steps: each field is drawn from its pool by index.
    static let generator = zip(
        Gen.int(in: kinds), Gen.int(in: 0...3), Gen.int(in: 0...5),
        Gen.int(in: 0...5), Gen.int(in: 0...5), Gen.int(in: 0...600)
    ).map { RandomStep(kind: $0, project: $1, item: $2, title: $3, amount: $4, minute: $5) }

    /// Whether the step is a data action (one that is validated and can be undone).
    var isDataAction: Bool { kind <= 7 }

    /// The action this step stands for.
    var action: any Action {
        let projectID = ProjectID(UInt64(project + 1))
        let itemID = ItemID(UInt64(item + 101))
        let title = Self.titles[title], amount = Self.amounts[amount]
        let at = Self.start.addingTimeInterval(Double(minute) * 60)
        let frequency = Frequency.allCases[item % 3]
        switch kind {
        case 0: return ProjectAction.projectCreated(id: projectID, title: title, units: "km", frequency: frequency, at: at)
        case 1: return ProjectAction.projectEdited(id: projectID, title: title, units: " h ", frequency: frequency, at: at)
        case 2: return ProjectAction.projectDeleted(id: projectID)
        case 3: return ItemAction.itemAdded(id: itemID, projectID: projectID, amount: amount, timestamp: at, notes: title, at: at)
        case 4: return ItemAction.itemEdited(id: itemID, amount: amount, timestamp: at, notes: nil, at: at)
        case 5: return ItemAction.itemDeleted(id: itemID, at: at)
        case 6: return ActivityAction.activityStarted(projectID: projectID, at: at)
        case 7: return ActivityAction.activityStopped(projectID: projectID, itemID: itemID, at: at)
        case 8: return ErrorAction.errorDismissed
        case 9: return HistoryAction.undone
        case 10: return HistoryAction.redone
        case 11: return HistoryAction.groupBegan
        default: return HistoryAction.groupEnded
        }
    }

    /// The action, readable in a shrunk failing sequence.
    var description: String {
        String(describing: action)
            .replacingOccurrences(of: "00000000-0000-0000-0000-", with: "#")
            .replacingOccurrences(of: "AppCore.", with: "")
    }
}
