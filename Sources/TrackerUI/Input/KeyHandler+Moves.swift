import AppCore
import TerminalUI
import UDFKit

extension ListMove {
    /// The index this move leads to from `index` in a list of `count` rows, paging by `page`.
    func target(from index: Int, count: Int, page: Int) -> Int {
        let target = switch self {
        case .up: index - 1
        case .down: index + 1
        case .top: 0
        case .bottom: count - 1
        case .pageUp: index - page
        case .pageDown: index + page
        }
        return min(max(0, target), count - 1)
    }

    /// Whether the list scrolls by a page along with the selection.
    var pages: Bool { self == .pageUp || self == .pageDown }
}

extension KeyHandler {
    /// Moves the selection of the list on show; paging scrolls by the same amount, so the
    /// selection keeps its place on screen.
    func moveSelection(_ move: ListMove) {
        switch topScreen {
        case .projectList: moveProjectSelection(move, height: ProjectListLayout(size: size).list.size.rows)
        case .project(let id): moveItemSelection(move, in: id, height: ProjectDetailLayout(size: size).list.size.rows)
        case .summary: scrollSummary(move, height: ProjectListLayout(size: size).list.size.rows)
        case .syncConflicts: moveConflictSelection(move, height: ProjectListLayout(size: size).list.size.rows)
        case .projectForm, .itemForm, .deleteConfirmation, .help: break
        }
    }

    private func moveProjectSelection(_ move: ListMove, height: Int) {
        let current = state
        let projects = listedProjects(in: current)
        let selection = current.ui.projectSelection
        guard let index = selection.resolvedIndex(count: projects.count, idAt: { projects[$0].id }) else { return }
        let target = move.target(from: index, count: projects.count, page: max(1, height - 1))
        let offset = selection.offset + (move.pages ? target - index : 0)
        let viewport = ListViewport(count: projects.count, selection: target, previousOffset: offset, height: height)
        send(UIAction.projectSelectionMoved(ListSelection(id: projects[target].id, index: target, offset: viewport.offset)))
    }

    private func moveItemSelection(_ move: ListMove, in projectID: ProjectID, height: Int) {
        let current = state
        let detail = cache.detail(of: projectID, in: current)
        let selection = current.ui.itemSelection
        guard let index = selection.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id },
                                                  find: { detail.index(of: $0, in: current.app.data) }) else { return }
        let page = max(1, height - 1)
        let target: Int
        switch move {
        case .pageUp: target = detail.item(atOrAfterRow: detail.row(ofItem: index) - page)
        case .pageDown: target = detail.item(atOrAfterRow: detail.row(ofItem: index) + page)
        case .up, .down, .top, .bottom: target = move.target(from: index, count: detail.itemCount, page: page)
        }
        let rowShift = move.pages ? detail.row(ofItem: target) - detail.row(ofItem: index) : 0
        let viewport = ProjectDetailLayout.viewport(detail, selected: target, offset: selection.offset + rowShift, height: height)
        send(UIAction.itemSelectionMoved(ListSelection(id: detail.item(target).id, index: target, offset: viewport.offset)))
    }
}
