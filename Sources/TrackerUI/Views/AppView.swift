import AppCore
import Foundation
import TerminalUI

/// The whole screen of the terminal program as a pure function of the program's state, the
/// window size and the clock.
///
/// The screen on top of ``AppState/route`` is drawn; the help and the delete confirmation
/// are drawn over the screen below them. Below ``minimumSize`` a centred message says what size is
/// needed. The `cache` only saves work between frames (see ``ViewCache``); a fresh cache
/// gives the same screen.
///
/// ```swift
/// let screen = AppView.render(
///     state: TrackerState(app: AppState(data: SampleData.demo())), size: Size(columns: 80, rows: 24),
///     now: SampleData.referenceDate, timeZone: .gmt, cache: ViewCache()
/// )
/// print(screen.snapshot)
/// ```
public enum AppView {
    /// The smallest window the screens are drawn in.
    public static let minimumSize = Size(columns: 60, rows: 16)

    /// Draws the screen for `state` at `now`, in a window of `size`; `cache` is first keyed
    /// to the state's data and `timeZone`.
    public static func render(state: TrackerState, size: Size, now: Date, timeZone: TimeZone, cache: ViewCache) -> Screen {
        var screen = Screen(size: size)
        guard size.contains(minimumSize) else {
            drawTooSmall(on: &screen)
            return screen
        }
        cache.prepare(for: state.app.data, timeZone: timeZone)
        let notice = state.app.outsideChange.flatMap { $0.serial == state.ui.noticedOutsideChange ? nil : $0.summary }
        let context = ViewContext(data: state.app.data, ui: state.ui, now: now, calendar: CalendarText(timeZone: timeZone), cache: cache,
                                  outsideNotice: notice)
        draw(state.screens.stack[...], context: context, on: &screen)
        return screen
    }

    /// Draws the top screen of `stack`, over the screens below it for overlays.
    static func draw(_ stack: ArraySlice<Destination>, context: ViewContext, on screen: inout Screen) {
        guard let top = stack.last else { return }
        switch top {
        case .projectList:
            ProjectListView(context: context).draw(on: &screen)
        case .project(let id):
            ProjectDetailView(context: context, projectID: id).draw(on: &screen)
        case .projectForm(let form):
            ProjectFormView(context: context, form: form).draw(on: &screen)
        case .itemForm(let form):
            ItemFormView(context: context, form: form).draw(on: &screen)
        case .summary:
            SummaryView(context: context).draw(on: &screen)
        case .syncConflicts:
            SyncConflictsView(context: context).draw(on: &screen)
        case .deleteConfirmation(let target):
            draw(stack.dropLast(), context: context, on: &screen)
            DeleteConfirmationView(context: context, target: target).draw(on: &screen)
        case .help:
            draw(stack.dropLast(), context: context, on: &screen)
            let below = KeyScreen.of(stack.dropLast().last?.route ?? .projectList, editingFilter: false)
            let table = AppKeys.table(for: below)
            // A list too tall for the rows above the help bar (the list's at 80×24) covers
            // that row, blanked, since its title already says how to close it
            let tall = table.bindings.count + 2 > screen.size.rows - 2
            if tall { screen.fill(screen.bounds.row(screen.size.rows - 2), with: .blank(.plain)) }
            HelpOverlay(title: "Keys — " + AppKeys.helpClosing, table: table).draw(in: screen.bounds, on: &screen)
            if !tall { Chrome.drawHelpBar(AppKeys.help, on: &screen) }
        }
    }

    /// Says both sizes in the room there is: the longest wording whose lines all fit whole,
    /// down to "14×3 < 60×16" on one line, so the sizes are never cut off.
    private static func drawTooSmall(on screen: inout Screen) {
        let need = "\(minimumSize.columns)×\(minimumSize.rows)"
        let have = "\(screen.size.columns)×\(screen.size.rows)"
        let wordings = [
            ["The window is too small.", "udf-tui needs \(need); this one is \(have).", "Enlarge it, or press q to quit."],
            ["Window too small:", "this one is \(have),", "udf-tui needs \(need).", "q quits."],
            ["Too small:", "\(have), needs", "\(need)."],
        ]
        let fits = { (lines: [String]) in
            lines.count <= screen.size.rows && lines.allSatisfy { DisplayWidth.of($0) <= screen.size.columns }
        }
        CenteredMessage(wordings.first(where: fits) ?? ["\(have)<\(need)"]).draw(in: screen.bounds, on: &screen)
    }
}

/// What every view reads: the data, the UI state, the time and the cache.
struct ViewContext {
    let data: AppData
    let ui: UIState
    let now: Date
    let calendar: CalendarText
    let cache: ViewCache
    /// Another program's changes that came in since the last key, if any: a short notice.
    var outsideNotice: String? = nil

    /// `totals` of a project's periods, the last one (the current period) with what its
    /// running timer would record now: a stop records the item in the period it ends in.
    func withRunningTimer(of projectID: ProjectID, _ totals: [Double]) -> [Double] {
        guard !totals.isEmpty, data.activities[id: projectID] != nil else { return totals }
        var totals = totals
        totals[totals.count - 1] += data.runningAmount(of: projectID, at: now)
        return totals
    }
}
