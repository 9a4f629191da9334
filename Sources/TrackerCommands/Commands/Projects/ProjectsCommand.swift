import AppCore
import Foundation
import ArgumentParser

/// `udf-tui projects …`
struct ProjectsCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "projects",
        abstract: "List, add, edit and delete projects.",
        subcommands: [List.self, Add.self, Edit.self, Delete.self]
    )
}

/// `--frequency daily|monthly|yearly`.
enum FrequencyArgument: String, ExpressibleByArgument, CaseIterable {
    case daily, monthly, yearly

    var frequency: Frequency {
        switch self {
        case .daily: .daily
        case .monthly: .monthly
        case .yearly: .yearly
        }
    }
}

/// A project as `--json` prints it.
struct ProjectOutput: Encodable {
    var id: ProjectID
    var title: String
    var units: String
    var frequency: Frequency
    var createdAt, updatedAt: Date
    var itemCount: Int
    var activityStartedAt: Date?
    var target: Target?

    /// The project with its item count (for many projects, from
    /// ``AppData/itemCountsByProject()``, computed once for all of them).
    init(_ project: Project, itemCount: Int, in data: AppData) {
        id = project.id
        title = project.title
        units = project.units
        frequency = project.frequency
        createdAt = project.createdAt
        updatedAt = project.updatedAt
        self.itemCount = itemCount
        activityStartedAt = data.activities[id: project.id]?.startedAt
        target = project.target
    }
}
