import Testing
import UDFKit

/// The rule of `UnhandledActionReporter` (debug builds, which `swift test` makes).
@Suite struct UnhandledActionPromises {
    @Test func anActionThatReachesNoReducerIsReportedOncePerType() {
        let reports = Log<String>()
        let store = Store(initialState: Board(), reducer: board, unhandledActions: recording(into: reports))
        store.dispatch(Note.written("handled"))
        store.dispatch(RouteAction<Int>.popped)
        store.dispatch(RouteAction<Int>.poppedToRoot)
        #expect(reports.values == ["popped"])
    }

    @Test func effectsAndActionsAMiddlewareDropsAreNotReported() {
        let reports = Log<String>()
        let dropper = Middleware<Board> { _, action, next in
            if action is RouteAction<Int> { return }
            next(action)
        }
        let store = Store(initialState: Board(), reducer: board, middleware: [dropper], unhandledActions: recording(into: reports))
        store.dispatch(RouteAction<Int>.popped)
        store.dispatch(Effect.run { _ in })
        #expect(reports.values == [])
    }
}
