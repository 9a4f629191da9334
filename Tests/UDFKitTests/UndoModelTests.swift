import Testing
import UDFKitTesting
// Testable: the tests compare the base, which is not public API.
@testable import UDFKit

/// The undoable reducer against the undo people write by hand: a snapshot of the data before
/// every step. Long random runs (from the run's seed, ``TestSeed``) of changes, tags, groups,
/// undo, redo and clearing must leave the two with the same data, the same counts and the
/// same base after every action, whatever the limit; so the log, the fold of the oldest steps
/// in batches and the replay on undo are checked against something too simple to be wrong.
@Suite struct UndoModelTests {
    @Test(TestSeed.replayOnFailure, arguments: [1, 3, 40])
    func aCombinedReducerMatchesSnapshotsAfterEveryAction(limit: Int) {
        checkAgainstSnapshots(base: numbersReducer, limit: limit, seed: TestSeed.value)
    }

    /// One family of trivial actions, all undoable: the quick path, which keeps them as bits.
    @Test(TestSeed.replayOnFailure, arguments: [1, 3, 40])
    func aFamilyOfTrivialActionsMatchesSnapshotsAfterEveryAction(limit: Int) {
        checkAgainstSnapshots(base: numbersReducer, onlyNumbers: true, limit: limit, seed: TestSeed.value &+ 1)
    }
}

/// Undo kept as snapshots: the data before each undoable step, and the steps to redo.
private struct SnapshotUndo {
    var data = Numbers()
    var past: [Numbers] = []
    var future: [[any Action]] = []
    var openGroups = 0
    var groupHasStep = false

    /// The actions of the steps that can be undone, for comparing with the history's.
    var steps: [[any Action]] = []

    mutating func apply(_ action: any Action, base: Reducer<Numbers>, limit: Int) {
        if let command = action as? HistoryAction {
            apply(command, base: base, limit: limit)
        } else if action is TagAction {
            // Not undoable: it joins the newest step, if any, whose snapshot is older.
            base.reduce(&data, action)
            if !steps.isEmpty { steps[steps.count - 1].append(action) }
        } else if openGroups > 0, groupHasStep {
            future = []
            base.reduce(&data, action)
            steps[steps.count - 1].append(action)
        } else {
            future = []
            record(step: [action], base: base, limit: limit)
            if openGroups > 0 { groupHasStep = true }
        }
    }

    private mutating func apply(_ command: HistoryAction, base: Reducer<Numbers>, limit: Int) {
        switch command {
        case .undone:
            closeGroups()
            guard let previous = past.popLast() else { return }
            future.append(steps.removeLast())
            data = previous
        case .redone:
            closeGroups()
            guard let step = future.popLast() else { return }
            record(step: step, base: base, limit: limit)
        case .groupBegan:
            if openGroups == 0 { groupHasStep = false }
            openGroups += 1
        case .groupEnded:
            guard openGroups > 0 else { return }
            openGroups -= 1
            if openGroups == 0 { groupHasStep = false }
        case .cleared:
            self = SnapshotUndo(data: data)
        }
    }

    private mutating func record(step: [any Action], base: Reducer<Numbers>, limit: Int) {
        past.append(data)
        steps.append(step)
        for action in step {
            base.reduce(&data, action)
        }
        if past.count > limit {
            past.removeFirst()
            steps.removeFirst()
        }
    }

    private mutating func closeGroups() {
        openGroups = 0
        groupHasStep = false
    }
}

/// Mostly changes, so that the log often runs far past the limit and forgotten steps are
/// applied in batches; undo and redo often enough to replay and extend it.
private func randomAction(_ random: inout SeedStream, count: Int, onlyNumbers: Bool) -> any Action {
    switch Int.random(in: 0..<1_000, using: &random) {
    case 0..<450: return NumberAction.appended(Int.random(in: 0..<1_000, using: &random))
    case 450..<650 where count > 0: return NumberAction.incremented(index: Int.random(in: 0..<count, using: &random))
    case 650..<750 where !onlyNumbers: return TagAction.tagged("t\(Int.random(in: 0..<10, using: &random))")
    case 750..<850: return HistoryAction.undone
    case 850..<910: return HistoryAction.redone
    case 910..<950: return HistoryAction.groupBegan
    case 950..<995: return HistoryAction.groupEnded
    case 995..<1_000: return HistoryAction.cleared
    default: return NumberAction.appended(0)
    }
}

private func checkAgainstSnapshots(base: Reducer<Numbers>, onlyNumbers: Bool = false, limit: Int, seed: UInt64) {
    let family = Reducer<Numbers>(NumberAction.self) { numbers, action in numbersReducer.reduce(&numbers, action) }
    let data = onlyNumbers ? family : base
    // Only numbers: no `isUndoable` (the quick path needs none); else tags are not undoable.
    let tagsAreNotUndoable: @Sendable (any Action) -> Bool = { !($0 is TagAction) }
    let isUndoable = onlyNumbers ? nil : tagsAreNotUndoable
    let reducer = Reducer<Editor>.undoable(data, data: \.data, history: \.history, limit: limit, isUndoable: isUndoable)
    var random = SeedStream(seed)
    var editor = Editor()
    var model = SnapshotUndo()
    for index in 0..<3_000 {
        let action = randomAction(&random, count: model.data.values.count, onlyNumbers: onlyNumbers)
        reducer.reduce(&editor, action)
        model.apply(action, base: data, limit: limit)
        // The base and the steps every few actions: reading them is what costs here.
        let matches = editor.data == model.data
            && editor.history.undoCount == model.past.count
            && editor.history.redoCount == model.future.count
            && (index % 5 != 0 || editor.history.base == model.past.first)
            && (index % 25 != 0 || editor.history.undoableSteps.map { $0.map(String.init(describing:)) }
                == model.steps.map { $0.map(String.init(describing:)) })
        #expect(matches, "action \(index), \(action), with a limit of \(limit)")
        if !matches { return }
    }
}
