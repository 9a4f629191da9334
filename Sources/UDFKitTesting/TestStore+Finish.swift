import Testing
import UDFKit

extension TestStore {
    /// Waits for running effects to end, then checks that nothing was left unasserted.
    ///
    /// Call it at the end of a test whose effects are still ending (an effect may finish a
    /// moment after sending its last action). In exhaustive mode, effects asleep on a
    /// ``TestClock`` or still running after `timeout`, and received actions never asserted,
    /// fail the test. Effects still running are then cancelled, in either mode.
    ///
    /// ```swift
    /// await store.receive(SearchAction.resultsLoaded(["Swift"])) { $0.results = ["Swift"] }
    /// await store.finish()
    /// ```
    public func finish(
        timeout: Duration? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        _ = await poll(for: timeout ?? self.timeout) {
            store.runningEffectCount == 0 || settling.allAsleep ? true : nil
        }
        if exhaustivity == .on {
            reportLeftovers(at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        skipReceivedActions()
        skipInFlightEffects()
        log.withLock { $0.finished = true }
    }

    /// Cancels every running effect, for a test that does not wait for them.
    public func skipInFlightEffects() {
        store.cancelAllEffects()
    }
}
