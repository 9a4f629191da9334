#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import UDFKitDevTools

/// Draws the devtools screen: a title line saying where the app stands (the present, or the
/// past it shows, read-only), the action log, the change of the selected action, and a
/// status or help line. A pure function of the snapshot, the screen state and the size.
public enum DevToolsView {
    /// The smallest window the screen is drawn in.
    public static let minimumSize = Size(columns: 50, rows: 12)

    /// The screen for a window of `size`; times are shown in `timeZone`.
    public static func render(_ snapshot: DevToolsSnapshot, _ state: DevToolsScreenState, size: Size, timeZone: TimeZone = .current) -> Screen {
        var screen = Screen(size: size)
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            CenteredMessage(["DevTools need \(minimumSize.columns)×\(minimumSize.rows)", "(this window is \(size.columns)×\(size.rows))"])
                .draw(in: screen.bounds, on: &screen)
            return screen
        }
        let (title, rest) = screen.bounds.splitTop(rows: 1)
        let (body, footer) = rest.splitBottom(rows: 1)
        drawTitle(snapshot, in: title, on: &screen)
        if state.isHelpShown {
            HelpOverlay(title: "DevTools keys", table: DevToolsKeys.table).draw(in: body, on: &screen)
        } else {
            let (log, change) = body.splitTop(rows: max(4, body.size.rows * 11 / 20))
            LogPanel(snapshot: snapshot, state: state, timeZone: timeZone).draw(in: log, on: &screen)
            ChangePanel(snapshot: snapshot, state: state).draw(in: change, on: &screen)
        }
        drawFooter(state, in: footer, on: &screen)
        return screen
    }

    /// Where the app stands, in the title line.
    static func standing(_ status: DevToolsStatus) -> String {
        let skipped = status.skipped.isEmpty ? "" : " · \(status.skipped.count) skipped"
        if let position = status.position {
            return "PAST #\(position), read-only\(skipped)"
        }
        return status.skipped.isEmpty ? "present" : "present without skipped actions\(skipped)"
    }

    private static func drawTitle(_ snapshot: DevToolsSnapshot, in area: Rect, on screen: inout Screen) {
        let status = snapshot.status
        let kept = status.end > status.first ? "#\(status.first)–#\(status.end - 1)" : "none yet"
        let right = snapshot.dropped > 0 ? "\(snapshot.dropped) dropped" : ""
        let standing = snapshot.isDisconnected ? "DISCONNECTED: the app is gone" : standing(status)
        let left = "DevTools · \(status.name) · \(kept) · \(standing)"
        let travelling = status.position != nil || !status.skipped.isEmpty || snapshot.isDisconnected
        StatusBar(left: left, right: right, style: travelling ? Style(foreground: .yellow, attributes: [.reverse, .bold]) : .reverse)
            .draw(in: area, on: &screen)
    }

    private static func drawFooter(_ state: DevToolsScreenState, in area: Rect, on screen: inout Screen) {
        if let message = state.message {
            let style = state.isError ? Style(foreground: .red, attributes: .bold) : Style.bold
            _ = screen.draw(TextFit.truncate(message, toWidth: area.size.columns), at: area.origin, style: style, clip: area)
        } else {
            // When the bar does not fit, the way to the rest and the way out stay after the "…".
            HelpBar(DevToolsKeys.table, keeping: { $0.command == .help || $0.command == .close }).draw(in: area, on: &screen)
        }
    }
}
