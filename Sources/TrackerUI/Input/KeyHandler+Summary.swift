import AppCore
import TerminalUI
import UDFKit

extension KeyHandler {
    /// `r` on the list: the summary, from its first row, over the span chosen last.
    func openSummary() {
        send(UIAction.summaryScrolled(offset: 0))
        open(.summary)
    }

    /// The keys that move a list scroll the summary, which selects nothing: by a row, a
    /// page (one row overlapping) or to either end, never past the last row.
    func scrollSummary(_ move: ListMove, height: Int) {
        let current = state
        let count = SummaryRows(cache.summary(in: current, now: environment.now())).count
        let offset = current.ui.summaryOffset
        let page = max(1, height - 1)
        let target = switch move {
        case .up: offset - 1
        case .down: offset + 1
        case .top: 0
        case .bottom: count
        case .pageUp: offset - page
        case .pageDown: offset + page
        }
        let scrolled = ListViewport(count: count, selection: nil, previousOffset: target, height: height).offset
        if scrolled != offset { send(UIAction.summaryScrolled(offset: scrolled)) }
    }
}
