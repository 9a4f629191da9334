import AppCore
import Foundation

/// Puts listed projects (in AppCore's list order, the last update first) in a
/// ``ProjectOrder``; ties keep the list order, so every order is total.
///
/// ```swift
/// ProjectSort.sorted(projects, by: .title, total: { _ in 0 }).map(\.title)
/// // ["Café visits", "Hours worked", "Household spending", "Mileage"]
/// ```
enum ProjectSort {
    /// `projects`, given in list order, in `order`; `total` is a project's total of its
    /// current period (read once per project, and only for ``ProjectOrder/periodTotal``).
    static func sorted(_ projects: [Project], by order: ProjectOrder, total: (Project) -> Double) -> [Project] {
        switch order {
        case .updated:
            return projects
        case .title:
            return sorted(projects, keys: projects.map { ProjectSearch.fold($0.title) }, by: <)
        case .periodTotal:
            return sorted(projects, keys: projects.map(total), by: >)
        }
    }

    /// `projects` by `keys` (one per project, in the same order), ties in their given order.
    private static func sorted<Key: Comparable>(_ projects: [Project], keys: [Key], by before: (Key, Key) -> Bool) -> [Project] {
        projects.indices.sorted { lhs, rhs in
            keys[lhs] != keys[rhs] ? before(keys[lhs], keys[rhs]) : lhs < rhs
        }.map { projects[$0] }
    }
}
