/// What changed in a ``DevTools``, for a screen or a socket that shows it.
public enum DevToolsEvent: Hashable, Sendable {
    /// An action was recorded.
    case recorded
    /// The position or the skipped actions changed: the displayed state is another one.
    case travelled
}

/// Names an observation of a ``DevTools``, to end it with ``DevTools/stopObserving(_:)``.
public struct DevToolsObservation: Hashable, Sendable {
    let id: Int
}
