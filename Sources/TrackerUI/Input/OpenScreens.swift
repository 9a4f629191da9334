import AppCore

/// The screens open before an action, with the names of what they show, kept so that the
/// status bar can say what closed after the action took a record away.
struct OpenScreens {
    /// The route stack before the action.
    let stack: [AppRoute]
    /// What each screen of the stack shows, by position: “Mileage”, the item.
    private let names: [String?]

    /// The screens of `state`, named from its data.
    init(_ state: AppState) {
        stack = state.route.stack
        names = stack.map { Self.name(of: $0, in: state.data) }
    }

    /// Why the screens closed when the stack is now `now`: the name of the first screen no
    /// longer open and what became of it; `nil` when none closed.
    func reasonClosed(now: [AppRoute]) -> String? {
        guard now.last != stack.last,
              let position = stack.indices.first(where: { $0 >= now.count || now[$0] != stack[$0] }),
              position < stack.count else { return nil }
        let name = names[position...].lazy.compactMap { $0 }.first
        return "\(name ?? "What this screen showed") was deleted elsewhere"
    }

    private static func name(of route: AppRoute, in data: AppData) -> String? {
        switch route {
        case .projectList, .help, .projectForm(editing: nil): nil
        case .project(let id), .projectForm(editing: .some(let id)), .deleteConfirmation(of: .project(let id)):
            data.projects[id: id].map { "“\($0.title)”" }
        case .itemForm(_, editing: .some): "The item being edited"
        case .itemForm(let projectID, editing: nil): data.projects[id: projectID].map { "“\($0.title)”" }
        case .deleteConfirmation(of: .item): "The item to delete"
        }
    }
}
