import Foundation
import Testing

/// Checks `condition` every millisecond until it holds or `timeout` passes, and says
/// whether it held.
///
/// For what another thread or program does (a watcher's reload, a server's notification):
/// as quick as the work, and over when the work never comes. It blocks, so it belongs to
/// tests under ``OnOwnThreadTrait``, which it checks. The deadline means "it happens", not
/// "it happens fast": it is spent only by a test that fails, so it is generous enough for a
/// loaded machine.
///
/// ```swift
/// waitUntil { running.store.state.data == writer.store.state.data }
/// #expect(running.store.state.data == writer.store.state.data)    // the diff, if not
/// ```
@discardableResult
public func waitUntil(within timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: () -> Bool) -> Bool {
    OwnThread.expectBlockingAllowed(sourceLocation: sourceLocation)
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}
