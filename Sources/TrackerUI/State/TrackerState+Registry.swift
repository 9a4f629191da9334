import AppCore
import UDFKit

extension TrackerState {
    /// The action families of the terminal program that a log can write down and read back:
    /// AppCore's (``AppCore/AppState/actionRegistry``), the screens' (`RouteAction` for
    /// `RouteAction<Destination>`, `FormAction` and `SaveAnswer`) and the UI's — `UIAction`,
    /// `SessionAction`, `InputHoldAction`, `KeyAction`, `DataLoadAction` and `ConflictAction`.
    ///
    /// Record after the key middleware and a log holds the actions the keys stood for, which
    /// replay through ``reducer(app:)`` alone to the same state:
    ///
    /// ```swift
    /// let recorder = try ActionRecorder(appendingTo: url, registry: TrackerState.actionRegistry)
    /// let program = TrackerProgram(state: state, middleware: [.recording(to: recorder)])
    /// // later
    /// let log = try ActionLog(contentsOf: url, registry: TrackerState.actionRegistry)
    /// log.replay(onto: state, reducer: TrackerState.reducer())
    /// ```
    public static let actionRegistry: ActionRegistry = {
        do {
            return try AppState.actionRegistry
                .registering(RouteAction<Destination>.self, as: "RouteAction")
                .registering(FormAction.self)
                .registering(SaveAnswer.self)
                .registering(UIAction.self)
                .registering(SessionAction.self)
                .registering(InputHoldAction.self)
                .registering(KeyAction.self)
                .registering(DataLoadAction.self)
                .registering(ConflictAction.self)
        } catch {
            // Fixed families with distinct names: a clash is a programming error.
            preconditionFailure("\(error)")
        }
    }()
}
