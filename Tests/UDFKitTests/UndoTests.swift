import Testing
// Testable: the tests compare the base, which is not public API.
@testable import UDFKit

struct Numbers: Equatable, Sendable, Codable {
    var values: [Int] = []
    var tag = ""
}

enum NumberAction: Action, Equatable, Codable {
    case appended(Int)
    case incremented(index: Int)
}

enum TagAction: Action, Equatable, Codable {
    case tagged(String)
}

struct Editor: Equatable, Sendable {
    var data = Numbers()
    var history = History<Numbers>()
    var log: [String] = []
}

let numbersReducer = Reducer<Numbers>.combine(
    Reducer(NumberAction.self) { numbers, action in
        switch action {
        case .appended(let value): numbers.values.append(value)
        case .incremented(let index): numbers.values[index] += 1
        }
    },
    Reducer(TagAction.self) { numbers, action in
        switch action {
        case .tagged(let tag): numbers.tag = tag
        }
    }
)

func editorReducer(limit: Int = 100) -> Reducer<Editor> {
    .combine(
        .undoable(numbersReducer, data: \.data, history: \.history, limit: limit) { !($0 is TagAction) },
        .lift(\.log, logReducer)
    )
}

/// Applies actions to an editor state with the undoable reducer, as a store would.
func edit(_ editor: inout Editor, limit: Int = 100, _ actions: any Action...) {
    let reducer = editorReducer(limit: limit)
    for action in actions {
        reducer.reduce(&editor, action)
    }
}

@Suite struct UndoTests {
    @Test func undoRestoresThePreviousDataAndRedoAppliesItAgain() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), NumberAction.appended(2))
        edit(&editor, HistoryAction.undone)
        #expect(editor.data == Numbers(values: [1]))
        #expect(editor.history.undoCount == 1 && editor.history.redoCount == 1)
        edit(&editor, HistoryAction.redone)
        #expect(editor.data == Numbers(values: [1, 2]))
        #expect(editor.history.undoCount == 2 && editor.history.redoCount == 0)
    }

    @Test func undoingEverythingReturnsToTheFirstDataAndAnEmptyBase() {
        var editor = Editor(data: Numbers(values: [9]))
        edit(&editor, NumberAction.appended(1), NumberAction.appended(2), HistoryAction.undone, HistoryAction.undone)
        #expect(editor.data == Numbers(values: [9]))
        #expect(editor.history.base == nil)
        #expect(editor.history.redoableSteps.map { $0.map(String.init(describing:)) } == [["appended(1)"], ["appended(2)"]])
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        var editor = Editor(data: Numbers(values: [3], tag: "draft"))
        edit(&editor, HistoryAction.undone, HistoryAction.redone)
        #expect(editor == Editor(data: Numbers(values: [3], tag: "draft")))
    }

    @Test func aNewUndoableChangeForgetsTheStepsThatCouldBeRedone() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), NumberAction.appended(2), HistoryAction.undone, NumberAction.appended(3))
        #expect(editor.data.values == [1, 3])
        #expect(!editor.history.canRedo)
        edit(&editor, HistoryAction.redone)
        #expect(editor.data.values == [1, 3])
    }

    @Test func theLimitForgetsTheOldestSteps() {
        var editor = Editor()
        edit(&editor, limit: 2, NumberAction.appended(1), NumberAction.appended(2), NumberAction.appended(3))
        #expect(editor.history.undoCount == 2)
        #expect(editor.history.base == Numbers(values: [1]))
        edit(&editor, limit: 2, HistoryAction.undone, HistoryAction.undone, HistoryAction.undone)
        #expect(editor.data.values == [1])
        #expect(editor.history.redoCount == 2)
    }

    @Test func aGroupOfActionsIsUndoneInOneStep() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1))
        edit(&editor, HistoryAction.groupBegan, NumberAction.appended(2), HistoryAction.groupBegan,
             NumberAction.appended(3), HistoryAction.groupEnded, NumberAction.appended(4), HistoryAction.groupEnded)
        #expect(editor.history.undoCount == 2)
        #expect(!editor.history.isGrouping)
        edit(&editor, HistoryAction.undone)
        #expect(editor.data.values == [1])
        edit(&editor, HistoryAction.redone)
        #expect(editor.data.values == [1, 2, 3, 4])
    }

    @Test func aGroupBegunBeforeAnyStepKeepsTheDataBeforeItsStep() {
        var editor = Editor(data: Numbers(values: [7]))
        edit(&editor, HistoryAction.groupBegan, NumberAction.incremented(index: 0), NumberAction.appended(1))
        #expect(editor.history.base == Numbers(values: [7]))
        edit(&editor, HistoryAction.groupEnded, HistoryAction.undone)
        #expect(editor.data == Numbers(values: [7]))
    }

    @Test func anEmptyGroupMakesNoStepAndAStrayGroupEndIsIgnored() {
        var editor = Editor()
        edit(&editor, HistoryAction.groupEnded, HistoryAction.groupBegan, HistoryAction.groupEnded)
        #expect(editor == Editor())
    }

    @Test func undoClosesAnOpenGroupAndUndoesItsStep() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), HistoryAction.groupBegan, NumberAction.appended(2), NumberAction.appended(3))
        edit(&editor, HistoryAction.undone)
        #expect(editor.data.values == [1])
        #expect(!editor.history.isGrouping)
        edit(&editor, NumberAction.appended(5))
        #expect(editor.history.undoCount == 2)
    }

    @Test func anActionThatIsNotUndoableJoinsTheNewestStep() {
        var editor = Editor()
        edit(&editor, TagAction.tagged("before any step"))
        #expect(editor.history == History())
        edit(&editor, NumberAction.appended(1), TagAction.tagged("after"))
        #expect(editor.data == Numbers(values: [1], tag: "after"))
        #expect(editor.history.undoCount == 1)
        edit(&editor, HistoryAction.undone)
        #expect(editor.data == Numbers(values: [], tag: "before any step"))
        edit(&editor, HistoryAction.redone)
        #expect(editor.data == Numbers(values: [1], tag: "after"))
    }

    @Test func actionsTheDataReducerDoesNotHandleLeaveTheHistoryAlone() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), LogAction.noted("saved"), HistoryAction.undone)
        #expect(editor.data.values == [])
        #expect(editor.log == ["saved"])
    }

    @Test func clearingForgetsTheHistoryAndKeepsTheData() {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), NumberAction.appended(2), HistoryAction.undone, HistoryAction.cleared)
        #expect(editor == Editor(data: Numbers(values: [1])))
    }

    @Test func aLimitOfZeroTurnsUndoOff() {
        var editor = Editor()
        edit(&editor, limit: 0, NumberAction.appended(1), HistoryAction.undone)
        #expect(editor == Editor(data: Numbers(values: [1])))
    }

    @Test func historiesCompareTheirActions() {
        var first = Editor()
        var second = Editor()
        edit(&first, NumberAction.appended(1))
        edit(&second, NumberAction.appended(1))
        #expect(first.history == second.history)
        edit(&second, HistoryAction.undone, NumberAction.appended(2), HistoryAction.undone, NumberAction.appended(1))
        #expect(first.data == second.data)
        #expect(first.history == second.history)
        edit(&second, HistoryAction.undone, NumberAction.appended(2), HistoryAction.undone)
        edit(&first, HistoryAction.undone)
        #expect(first.data == second.data)
        #expect(first.history != second.history)
    }
}
