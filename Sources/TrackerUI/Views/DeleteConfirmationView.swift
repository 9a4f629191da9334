import AppCore
import TerminalUI

/// "Delete this?", drawn over the screen it was asked from, naming what will go.
struct DeleteConfirmationView {
    let context: ViewContext
    let target: DeletionTarget

    func draw(on screen: inout Screen) {
        let (title, what) = describe()
        Overlay(title: title, lines: ["", what, ""] + answers() + [""])
            .draw(in: screen.bounds, on: &screen)
        Chrome.drawHelpBar(AppKeys.deleteConfirmation, on: &screen)
    }

    /// What each key does: with a running timer, that `y` discards its time and `s` keeps it.
    private func answers() -> [String] {
        guard case .project(let id) = target, let running = context.data.activities[id: id] else {
            return ["y deletes, n keeps it; u undoes a deletion."]
        }
        return ["Its timer is running (\(NumberText.elapsed(running.elapsed(at: context.now)))).",
                "s stops it and records the time first;",
                "y deletes it and discards that time.",
                "n keeps it; u undoes a deletion."]
    }

    private func describe() -> (String, String) {
        let data = context.data
        switch target {
        case .project(let id):
            let title = data.projects[id: id]?.title ?? "This project"
            let count = context.cache.timeline(of: id, in: data).count
            let items = count == 0 ? "" : count == 1 ? " and its item" : " and its \(NumberText.amount(Double(count))) items"
            return ("Delete project?", "“\(title)”\(items) will be deleted.")
        case .item(let id):
            guard let item = data.items[id: id] else { return ("Delete item?", "This item will be deleted.") }
            let units = data.projects[id: item.projectID]?.units ?? ""
            return ("Delete item?", "\(NumberText.amount(item.amount, units: units)) on \(context.calendar.dateTime(item.timestamp)) will be deleted.")
        }
    }
}
