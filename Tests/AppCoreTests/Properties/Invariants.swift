import AppCore
import Foundation

/// The invariants of ``AppData`` that no sequence of actions may break; each broken one is
/// returned as a sentence.
func invariantViolations(_ data: AppData) -> [String] {
    var violations: [String] = []
    let projectIDs = Set(data.projects.ids)
    if let orphan = data.items.first(where: { !projectIDs.contains($0.projectID) }) {
        violations.append("item \(orphan.id) belongs to no project")
    }
    if let orphan = data.activities.first(where: { !projectIDs.contains($0.projectID) }) {
        violations.append("the activity of \(orphan.projectID) belongs to no project")
    }
    if Set(data.activities.map(\.projectID)).count != data.activities.count {
        violations.append("a project has two activities")
    }
    let list = data.projectList()
    if zip(list, list.dropFirst()).contains(where: { $0.updatedAt < $1.updatedAt }) {
        violations.append("the list is not ordered by updatedAt")
    }
    if let early = data.projects.first(where: { $0.updatedAt < $0.createdAt }) {
        violations.append("project \(early.id) was updated before it was created")
    }
    if let bad = data.projects.first(where: { $0.title.isEmpty || $0.title.count > Project.maximumTitleLength }) {
        violations.append("project \(bad.id) has an invalid title")
    }
    if let bad = data.items.first(where: { !$0.amount.isFinite }) {
        violations.append("item \(bad.id) has an amount that is not finite")
    }
    return violations
}
