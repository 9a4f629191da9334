import AppCore
import Foundation
import TerminalUI
import UDFKit

/// A key the person pressed, as the run loop read it: the input of the program's store.
///
/// The key middleware (``TrackerKeys/middleware(environment:cache:)``) interprets it on
/// the thread draining the store, against the state at that moment — never a state older
/// than the one its actions are applied to — and passes on the data, history, route and
/// UI actions it stands for. The reducers never see it.
///
/// ```swift
/// store.dispatch(KeyAction.pressed(KeyPress(.character("j"), size: size, readAt: now)))
/// ```
public enum KeyAction: Action, Codable, Hashable {
    /// A key was read from the terminal.
    case pressed(KeyPress)
}

/// A key, with what the person saw when it was read.
public struct KeyPress: Codable, Hashable, Sendable {
    /// The key.
    public var key: KeyEvent
    /// The window's size: layouts (page height, field widths) and the too-small window
    /// depend on it.
    public var size: Size
    /// When the loop read the key.
    public var readAt: Date
    /// The hold the frame on the terminal showed, if any, and since when: whether the
    /// person could have seen that their screen closed (``InputHold``).
    public var holdShown: InputHold.Shown?
    /// The projects whose timers the frame on the terminal showed running; nil when not
    /// known (a key sent by code). `s` acts on what the person saw: it never starts a timer
    /// they saw running and that stopped elsewhere meanwhile, nor stops one they never saw.
    public var timersShown: Set<ProjectID>?

    /// Creates a key press.
    public init(_ key: KeyEvent, size: Size, readAt: Date, holdShown: InputHold.Shown? = nil,
                timersShown: Set<ProjectID>? = nil) {
        self.key = key
        self.size = size
        self.readAt = readAt
        self.holdShown = holdShown
        self.timersShown = timersShown
    }

    /// Whether the frame showed the timer of `project` running: `running` when not known.
    func showedTimer(of project: ProjectID, running: Bool) -> Bool {
        timersShown.map { $0.contains(project) } ?? running
    }
}
