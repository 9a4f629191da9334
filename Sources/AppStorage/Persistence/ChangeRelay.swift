import AppCore
import Synchronization
import UDFKit

/// Passes the watcher's signal on to a store that does not exist yet when the watcher is
/// created (it must be created before the data is loaded), without keeping the store alive.
final class ChangeRelay: Sendable {
    /// A weak reference, which a Mutex cannot hold directly.
    private struct WeakStore: Sendable {
        weak var store: Store<AppState>?
    }

    private let target = Mutex(WeakStore())
    private let pending = Mutex(false)

    func connect(to store: Store<AppState>) {
        target.withLock { $0.store = store }
        if pending.withLock({ $0 }) { send() }
    }

    func send() {
        guard let store = target.withLock({ $0.store }) else {
            pending.withLock { $0 = true }
            return
        }
        store.dispatch(StorageAction.externalChangeDetected)
    }
}
