import Foundation
import UDFKit

/// Keys typed ahead of a screen that closed under the person are not applied to the screen
/// that replaced it.
///
/// A screen closes under the person when something other than their keys closes it:
/// another program deleted the project on show, or the item a confirmation names. Keys
/// already typed were meant for the old screen — `d` `y` on a project screen deletes an
/// item, on the list it deletes a whole project — so from then on keys are ignored until
/// the person has seen the new screen: a key is taken again only when the frame on the
/// terminal when it was read was drawn from a state holding this hold (so it showed the new
/// screen and the reason), and it comes after a quiet period (``quietPeriod``) since the
/// first such frame and since the last key ignored. Keys already waiting when the new frame is drawn
/// are read within the quiet period, so they are ignored too. Ctrl-C, Ctrl-Z and Ctrl-L,
/// which mean the same everywhere, are always taken.
///
/// ```swift
/// let hold = InputHold(since: closedAt, reason: "“Mileage” was deleted elsewhere")
/// hold.admits(press)    // false until a frame showing the hold has been up for 0.5 s
/// ```
public struct InputHold: Codable, Hashable, Sendable {
    /// How long the keyboard must be quiet, after the new screen was shown and after the
    /// last key ignored, before keys count again.
    public static let quietPeriod: TimeInterval = 0.5

    /// When the screen closed; also what names this hold in a ``KeyPress``.
    public var since: Date
    /// What closed it, for the status bar.
    public var reason: String
    /// When the last ignored key was read, if one was.
    public var lastIgnoredAt: Date?

    /// A hold from `since`, explained by `reason`.
    public init(since: Date, reason: String, lastIgnoredAt: Date? = nil) {
        self.since = since
        self.reason = reason
        self.lastIgnoredAt = lastIgnoredAt
    }

    /// What a frame on the terminal showed of a hold: which one, and since when.
    public struct Shown: Codable, Hashable, Sendable {
        /// The hold's ``InputHold/since``, which names it.
        public var since: Date
        /// When the first frame showing it was drawn.
        public var firstDrawnAt: Date

        /// Creates the record of a hold shown.
        public init(since: Date, firstDrawnAt: Date) {
            self.since = since
            self.firstDrawnAt = firstDrawnAt
        }
    }

    /// Whether `press` was typed by someone who had seen the new screen.
    public func admits(_ press: KeyPress) -> Bool {
        guard let shown = press.holdShown, shown.since == since else { return false }
        let quietSince = max(shown.firstDrawnAt, lastIgnoredAt ?? shown.firstDrawnAt)
        return press.readAt.timeIntervalSince(quietSince) >= Self.quietPeriod
    }

    /// The status bar's message once keys were ignored.
    public var ignoredMessage: String {
        "\(reason); keys typed meanwhile were ignored."
    }
}

/// The life of an ``InputHold``, reduced into ``UIState/inputHold``.
///
/// ```swift
/// store.dispatch(InputHoldAction.began(InputHold(since: now, reason: "“Mileage” was deleted elsewhere")))
/// ```
public enum InputHoldAction: Action, Codable, Hashable {
    /// A screen closed under the person: keys are held from now.
    case began(InputHold)
    /// A key read at this time was ignored.
    case keyIgnored(at: Date)
    /// A key came from someone who had seen the new screen: keys count again.
    case released
}

extension UIState {
    /// Applies ``InputHoldAction``s to ``inputHold``.
    public static let holdReducer = Reducer<UIState>(InputHoldAction.self) { ui, action in
        switch action {
        case .began(let hold): ui.inputHold = hold
        case .keyIgnored(let time): ui.inputHold?.lastIgnoredAt = time
        case .released: ui.inputHold = nil
        }
    }
}
