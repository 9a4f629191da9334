import AppCore
import TerminalUI

/// "Delete this?", drawn over the screen it was asked from, naming what will go.
struct DeleteConfirmationView {
    let context: ViewContext
    let target: DeletionTarget

    func draw(on screen: inout Screen) {
        let (title, what) = describe()
        Overlay(title: title, lines: ["", what, "", "y deletes, n keeps it; u undoes a deletion.", ""])
            .draw(in: screen.bounds, on: &screen)
        Chrome.drawHelpBar(AppKeys.deleteConfirmation, on: &screen)
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
