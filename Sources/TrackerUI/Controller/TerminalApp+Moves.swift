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

extension TerminalApp {
    /// Moves the selection of the list on show; paging scrolls by the same amount, so the
    /// selection keeps its place on screen.
    func moveSelection(_ move: ListMove, size: Size) {
        switch topScreen {
        case .projectList: moveProjectSelection(move, height: ProjectListLayout(size: size).list.size.rows)
        case .project(let id): moveItemSelection(move, in: id, height: ProjectDetailLayout(size: size).list.size.rows)
        case .projectForm, .itemForm, .deleteConfirmation, .help: break
        }
    }

    private func moveProjectSelection(_ move: ListMove, height: Int) {
        let projects = cache.projects(in: store.state.data, matching: ui.filterText)
        let selection = ui.projectSelection
        guard let current = selection.resolvedIndex(count: projects.count, idAt: { projects[$0].id }) else { return }
        let target = move.target(from: current, count: projects.count, page: max(1, height - 1))
        let offset = selection.offset + (move.pages ? target - current : 0)
        let viewport = ListViewport(count: projects.count, selection: target, previousOffset: offset, height: height)
        apply(.projectSelectionMoved(ListSelection(id: projects[target].id, index: target, offset: viewport.offset)))
    }

    private func moveItemSelection(_ move: ListMove, in projectID: ProjectID, height: Int) {
        let detail = cache.detail(of: projectID, in: store.state.data)
        let selection = ui.itemSelection
        guard let current = selection.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id },
                                                    find: detail.index(of:)) else { return }
        let page = max(1, height - 1)
        let target: Int
        switch move {
        case .pageUp: target = detail.item(atOrAfterRow: detail.row(ofItem: current) - page)
        case .pageDown: target = detail.item(atOrAfterRow: detail.row(ofItem: current) + page)
        case .up, .down, .top, .bottom: target = move.target(from: current, count: detail.itemCount, page: page)
        }
        let rowShift = move.pages ? detail.row(ofItem: target) - detail.row(ofItem: current) : 0
        let viewport = ProjectDetailLayout.viewport(detail, selected: target, offset: selection.offset + rowShift, height: height)
        apply(.itemSelectionMoved(ListSelection(id: detail.item(target).id, index: target, offset: viewport.offset)))
    }

    /// Puts each selection back on its row after the data changed, so later frames find it
    /// at once (a row that is gone leaves the selection at the same position).
    func reanchorSelections(in data: AppData, route: RouteState<AppRoute>) {
        let projects = cache.projects(in: data, matching: ui.filterText)
        let selection = ui.projectSelection
        if let index = selection.resolvedIndex(count: projects.count, idAt: { projects[$0].id }),
           selection.index != index || selection.id != projects[index].id {
            apply(.projectSelectionMoved(ListSelection(id: projects[index].id, index: index, offset: selection.offset)))
        }
        guard let shown = route.stack.lazy.compactMap(\.shownProject).last else { return }
        let detail = cache.detail(of: shown, in: data)
        let items = ui.itemSelection
        if let index = items.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id }, find: detail.index(of:)),
           items.index != index || items.id != detail.item(index).id {
            apply(.itemSelectionMoved(ListSelection(id: detail.item(index).id, index: index, offset: items.offset)))
        }
    }
}
