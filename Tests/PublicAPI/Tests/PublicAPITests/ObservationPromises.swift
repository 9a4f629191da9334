#if canImport(Observation)
import Observation
import Synchronization
import Testing
import UDFKit

/// The promises of `Store.observed`: what SwiftUI relies on, checked with
/// `withObservationTracking` as SwiftUI's views use it.
@Suite struct ObservationPromises {
    /// Whether what `read` reads changed since: Observation calls `onChange` once.
    final class Changed: Sendable {
        private let flag = Mutex(false)
        func set() { flag.withLock { $0 = true } }
        var value: Bool { flag.withLock { $0 } }
    }

    func track<Value>(_ read: () -> Value) -> (Value, Changed) {
        let changed = Changed()
        return (withObservationTracking(read, onChange: { changed.set() }), changed)
    }

    @Test func aViewReadingOnePropertyIsEvaluatedAgainWhenItChangesAndOnlyThen() {
        let store = Store(initialState: Board(), reducer: board)
        let (score, changed) = track { store.observed.score }
        #expect(score == 0)
        store.dispatch(Note.written("not the score"))
        store.dispatch(Tally.added(0))
        #expect(changed.value == false)
        store.dispatch(Tally.added(2))
        #expect(changed.value == true)
        #expect(store.observed.score == 2)
    }

    @Test func aViewReadingAComputedPartSeesItAfterEveryChangeOfItsProperty() {
        let store = Store(initialState: Board(), reducer: board)
        let (count, changed) = track { store.observed.notes.count }
        #expect(count == 0)
        store.dispatch(Note.written("first"))
        #expect(changed.value == true)
        #expect(store.observed.notes == ["first"])
    }

    @Test func observedIsOneObjectForTheLifeOfTheStore() {
        let store = Store(initialState: Board(), reducer: board)
        #expect(store.observed === store.observed)
    }
}
#endif
