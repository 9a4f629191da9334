import Foundation
import Testing
import UDFKit
import UDFKitTesting

@Suite struct SnapshotSaverTests {
    @Test func changesAreSavedOnceTheDelayHasPassedLatestFirst() async throws {
        let clock = TestClock()
        let snapshot = FileSnapshot<Numbers>(url: try temporaryFile("numbers.json"))
        let saver = SnapshotSaver(snapshot, delay: .seconds(1), clock: clock)
        saver.schedule(Numbers(values: [1]))
        saver.schedule(Numbers(values: [1, 2]))
        #expect(await clock.waitUntilSleeping(1))
        await clock.advance(by: .milliseconds(999))
        #expect(try snapshot.load() == nil)
        #expect(saver.hasUnsavedChanges)
        await clock.advance(by: .milliseconds(1))
        await saver.waitForPendingSave()
        #expect(try snapshot.load() == Numbers(values: [1, 2]))
        #expect(!saver.hasUnsavedChanges)
    }

    @Test func steadyChangesAreSavedAtLeastOncePerDelay() async throws {
        let clock = TestClock()
        let snapshot = FileSnapshot<Numbers>(url: try temporaryFile("numbers.json"))
        let saver = SnapshotSaver(snapshot, delay: .seconds(1), clock: clock)
        saver.schedule(Numbers(values: [1]))
        #expect(await clock.waitUntilSleeping(1))
        await clock.advance(by: .milliseconds(600))
        saver.schedule(Numbers(values: [1, 2]))   // a debounce would start waiting again here
        await clock.advance(by: .milliseconds(400))
        await saver.waitForPendingSave()
        #expect(try snapshot.load() == Numbers(values: [1, 2]))
    }

    @Test func anUnchangedValueIsNotWrittenAgain() async throws {
        let clock = TestClock()
        let snapshot = FileSnapshot<Numbers>(url: try temporaryFile("numbers.json"))
        let saver = SnapshotSaver(snapshot, delay: .seconds(1), clock: clock)
        let numbers = Numbers(values: Array(0..<1_000))
        saver.schedule(numbers)
        try saver.flush()
        try FileManager.default.removeItem(at: snapshot.url)
        saver.schedule(numbers)
        #expect(await clock.waitUntilSleeping(1))
        await clock.advance(by: .seconds(1))
        await saver.waitForPendingSave()
        #expect(!FileManager.default.fileExists(atPath: snapshot.url.path))
    }

    @Test func flushSavesAtOnceAndCancelsTheTimer() async throws {
        let clock = TestClock()
        let snapshot = FileSnapshot<Numbers>(url: try temporaryFile("numbers.json"))
        let saver = SnapshotSaver(snapshot, delay: .seconds(60), clock: clock)
        saver.schedule(Numbers(values: [7]))
        try saver.flush()
        #expect(try snapshot.load() == Numbers(values: [7]))
        await saver.waitForPendingSave()
        #expect(clock.sleeperCount == 0)
    }

    @Test func aFailedSaveIsReportedAndTriedAgainAtTheNextFlush() throws {
        let url = try temporaryFile("later/numbers.json")
        let problems = Recorder<String>()
        let saver = SnapshotSaver(FileSnapshot<Numbers>(url: url), clock: TestClock(), report: { problems.append("\($0)") })
        saver.schedule(Numbers(values: [1]))
        #expect(throws: SnapshotError.self) { try saver.flush() }
        #expect(problems.values.count == 1)
        #expect(saver.hasUnsavedChanges)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: false)
        try saver.flush()
        #expect(try FileSnapshot<Numbers>(url: url).load() == Numbers(values: [1]))
    }

    @Test func theMiddlewareSavesThePartOfTheStateAfterActions() async throws {
        let clock = TestClock()
        let snapshot = FileSnapshot<Numbers>(url: try temporaryFile("numbers.json"))
        let saver = SnapshotSaver(snapshot, delay: .milliseconds(500), clock: clock)
        let store = Store(initialState: Editor(), reducer: editorReducer(), middleware: [.savingSnapshots(of: \.data, with: saver)])
        store.dispatch(NumberAction.appended(1))
        store.dispatch(NumberAction.appended(2))
        store.dispatch(HistoryAction.undone)
        #expect(await clock.waitUntilSleeping(1))
        await clock.advance(by: .milliseconds(500))
        await saver.waitForPendingSave()
        #expect(try snapshot.load() == Numbers(values: [1]))
    }

    @Test func theMiddlewareIgnoresEffects() throws {
        let saver = SnapshotSaver(FileSnapshot<Numbers>(url: try temporaryFile("numbers.json")), clock: TestClock())
        let store = Store(initialState: Numbers(), reducer: numbersReducer, middleware: [.savingSnapshots(of: \.self, with: saver)])
        store.dispatch(Effect.cancel(id: "nothing to cancel"))
        #expect(!saver.hasUnsavedChanges)
    }

    @Test func theMiddlewareKeepsNoCopyOfTheStateBetweenActions() throws {
        let saver = SnapshotSaver(FileSnapshot<Numbers>(url: try temporaryFile("numbers.json")), clock: TestClock())
        let store = Store(
            initialState: Numbers(values: Array(repeating: 0, count: 1_000)),
            reducer: numbersReducer,
            middleware: [.savingSnapshots(of: \.self, with: saver)]
        )
        var buffers: Set<UnsafePointer<Int>?> = []
        for index in 0..<3 {
            store.dispatch(NumberAction.incremented(index: index))
            buffers.insert(store.state.values.withUnsafeBufferPointer { $0.baseAddress })
        }
        #expect(buffers.count == 1)
        #expect(saver.hasUnsavedChanges)
        try saver.flush()   // ends the timer task, asleep on a clock nobody advances
    }
}
