import AppCore

/// The screens open before an action, with the names of what they show and of the record
/// selected on top, kept so that the status bar can say what went when an action from
/// elsewhere took a record away under the person.
struct OpenScreens {
    /// The names of the screens before the action.
    let stack: [AppRoute]
    /// What each screen of the stack shows, by position: “Mileage”, the item.
    private let names: [String?]
    /// The record selected in the list on top, and its name.
    private let selected: (record: DeletionTarget, name: String)?

    /// The screens of `state`, named from its data.
    init(_ state: TrackerState) {
        let data = state.app.data
        stack = state.route.stack
        names = stack.map { Self.name(of: $0, in: data) }
        selected = Self.selection(in: state)
    }

    /// Why the person's screen changed under them once `state` holds: the first screen no
    /// longer open and what became of it, or the selected record gone; `nil` when neither.
    func reasonChanged(now state: TrackerState) -> String? {
        let now = state.route.stack
        if now.last != stack.last,
           let position = stack.indices.first(where: { $0 >= now.count || now[$0] != stack[$0] }) {
            let name = names[position...].lazy.compactMap { $0 }.first
            return "\(name ?? "What this screen showed") was deleted elsewhere"
        }
        guard let selected, !selected.record.isValid(in: state.app.data) else { return nil }
        return "\(selected.name) was deleted elsewhere"
    }

    private static func name(of route: AppRoute, in data: AppData) -> String? {
        switch route {
        case .projectList, .help, .summary, .syncConflicts, .projectForm(editing: nil): nil
        case .project(let id), .projectForm(editing: .some(let id)), .deleteConfirmation(of: .project(let id)):
            projectName(id, in: data)
        case .itemForm(_, editing: .some): "The item being edited"
        case .itemForm(let projectID, editing: nil): projectName(projectID, in: data)
        case .deleteConfirmation(of: .item): "The item to delete"
        }
    }

    private static func projectName(_ id: ProjectID, in data: AppData) -> String? {
        data.projects[id: id].map { "“\($0.title)”" }
    }

    /// The record the list on top selects, when the selection names one that exists.
    private static func selection(in state: TrackerState) -> (record: DeletionTarget, name: String)? {
        let data = state.app.data
        switch state.screens.top.route {
        case .projectList:
            guard let id = state.ui.projectSelection.id, let name = projectName(id, in: data) else { return nil }
            return (.project(id: id), name)
        case .project:
            guard let id = state.ui.itemSelection.id, data.items[id: id] != nil else { return nil }
            return (.item(id: id), "The selected item")
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary, .syncConflicts:
            return nil
        }
    }
}
