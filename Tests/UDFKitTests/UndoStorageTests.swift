import Testing
// Testable: the tests read the base, which is not public API.
@testable import UDFKit

/// The undo log keeps actions of every kind (small and trivial, holding references, large),
/// of one family and of several: these tests go through each, check that the log keeps an
/// action exactly as long as undo or redo may need it, and that the data and the base change
/// in place (no copy per action).

/// Something an action can hold a reference to.
final class Attachment: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Trivial and one word.
enum TallyAction: Action {
    case counted(by: Int)
}

/// Holds references, whatever the case.
enum NoteAction: Action {
    /// Holds a string.
    case titled(String)
    /// Holds a reference.
    case attached(Attachment)
}

/// Trivial but five words: larger than an existential's inline buffer.
struct MeasureAction: Action {
    let a, b, c, d, e: Int
}

struct Note: Equatable, Sendable {
    var count = 0
    var title = ""
    var attachments: [String] = []
    var measures = 0
}

struct Notebook: Equatable, Sendable {
    var note = Note()
    var history = History<Note>()
}

/// One family, not a combination.
let tallyReducer = Reducer<Note>(TallyAction.self) { note, action in
    switch action {
    case .counted(let amount): note.count += amount
    }
}

/// One family of actions that hold references.
let attachmentReducer = Reducer<Note>(NoteAction.self) { note, action in
    switch action {
    case .titled(let title): note.title = title
    case .attached(let attachment): note.attachments.append(attachment.name)
    }
}

let noteReducer = Reducer<Note>.combine(
    tallyReducer,
    attachmentReducer,
    Reducer(MeasureAction.self) { note, action in
        note.measures += action.a + action.b + action.c + action.d + action.e
    }
)

func write(_ notebook: inout Notebook, limit: Int = 100, with base: Reducer<Note> = noteReducer, _ actions: any Action...) {
    let reducer = Reducer<Notebook>.undoable(base, data: \.note, history: \.history, limit: limit)
    for action in actions {
        reducer.reduce(&notebook, action)
    }
}

/// Records the attachment of a new `Attachment` named `name`, which only the history keeps,
/// and returns whether it is still alive.
func attach(_ name: String, to notebook: inout Notebook, limit: Int) -> () -> Bool {
    let attachment = Attachment(name)
    write(&notebook, limit: limit, with: attachmentReducer, NoteAction.attached(attachment))
    return { [weak attachment] in attachment != nil }
}

@Suite struct UndoStorageTests {
    @Test func trivialActionsOfOneFamilyAreUndoneRedoneAndFoldedExactly() {
        var notebook = Notebook()
        write(&notebook, limit: 2, with: tallyReducer, TallyAction.counted(by: 1), TallyAction.counted(by: 10), TallyAction.counted(by: 100))
        #expect(notebook.history.base == Note(count: 1))
        write(&notebook, limit: 2, with: tallyReducer, HistoryAction.undone)
        #expect(notebook.note == Note(count: 11))
        write(&notebook, limit: 2, with: tallyReducer, HistoryAction.undone, HistoryAction.undone)
        #expect(notebook.note == Note(count: 1))
        write(&notebook, limit: 2, with: tallyReducer, HistoryAction.redone, HistoryAction.redone)
        #expect(notebook.note == Note(count: 111))
        #expect(notebook.history.undoCount == 2 && notebook.history.redoCount == 0)
    }

    @Test func actionsOfSeveralFamiliesAndSizesAreUndoneRedoneAndFoldedExactly() {
        var notebook = Notebook()
        write(
            &notebook, limit: 2,
            NoteAction.titled("draft"), MeasureAction(a: 1, b: 2, c: 3, d: 4, e: 5),
            NoteAction.attached(Attachment("map")), TallyAction.counted(by: 1)
        )
        #expect(notebook.history.base == Note(title: "draft", measures: 15))
        write(&notebook, limit: 2, HistoryAction.undone, HistoryAction.undone)
        #expect(notebook.note == Note(title: "draft", measures: 15))
        write(&notebook, limit: 2, HistoryAction.redone)
        #expect(notebook.note == Note(title: "draft", attachments: ["map"], measures: 15))
        #expect(notebook.history.undoableSteps.map(\.count) == [1])
    }

    @Test func theHistoryKeepsAnActionAliveUntilItsStepIsForgottenIntoTheBase() {
        var notebook = Notebook()
        let isAlive = attach("receipt", to: &notebook, limit: 2)
        #expect(isAlive())
        write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("later"))
        #expect(isAlive())
        // A third step forgets the first: applied to the base, and let go of at once.
        write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("later"))
        #expect(!isAlive())
        #expect(notebook.history.undoCount == 2)
        #expect(notebook.history.base == Note(attachments: ["receipt"]))
        for index in 0..<40 {
            write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("page \(index)"))
        }
        #expect(notebook.history.base == Note(title: "page 37", attachments: ["receipt"]))
        #expect(notebook.history.undoableSteps.map(\.count) == [1, 1])
    }

    @Test func aStepForgottenAtTheLimitIsInTheBaseAndUndoKeepsIt() {
        var notebook = Notebook()
        let isAlive = attach("receipt", to: &notebook, limit: 1)
        write(&notebook, limit: 1, with: attachmentReducer, NoteAction.titled("later"))
        write(&notebook, limit: 1, with: attachmentReducer, HistoryAction.undone)
        #expect(!isAlive())
        #expect(notebook.note == Note(attachments: ["receipt"]))
        #expect(notebook.history.base == nil)
    }

    @Test func anUndoableChangeUpdatesTheDataAndTheBaseInPlace() {
        var notebook = Notebook(note: Note(attachments: Array(repeating: "", count: 10_000)))
        write(&notebook, limit: 10, with: tallyReducer, TallyAction.counted(by: 1), TallyAction.counted(by: 1))
        var dataBuffers: Set<UnsafePointer<String>?> = []
        var baseBuffers: Set<UnsafePointer<String>?> = []
        for _ in 0..<1_000 {
            write(&notebook, limit: 10, with: tallyReducer, TallyAction.counted(by: 1))
            dataBuffers.insert(notebook.note.attachments.withUnsafeBufferPointer { $0.baseAddress })
            baseBuffers.insert(notebook.history.base?.attachments.withUnsafeBufferPointer { $0.baseAddress })
        }
        #expect(dataBuffers.count == 1)
        #expect(baseBuffers.count == 1)
        #expect(notebook.history.undoCount == 10)
        #expect(notebook.history.base?.count == 992)
    }

    @Test func undoingAndClearingLetGoOfActions() {
        var notebook = Notebook()
        weak var undone: Attachment?
        weak var cleared: Attachment?
        do {
            let first = Attachment("first")
            let second = Attachment("second")
            cleared = first
            undone = second
            write(&notebook, NoteAction.attached(first), NoteAction.attached(second), HistoryAction.undone)
        }
        // The undone step waits for a redo; a new step forgets it.
        #expect(undone != nil)
        write(&notebook, TallyAction.counted(by: 1))
        #expect(undone == nil)
        #expect(cleared != nil)
        write(&notebook, HistoryAction.cleared)
        #expect(cleared == nil)
        #expect(notebook.note == Note(count: 1, attachments: ["first"]))
    }

    @Test func aGroupBegunBeforeAnyStepKeepsTheDataBeforeItsStep() {
        var notebook = Notebook(note: Note(count: 7))
        write(&notebook, with: tallyReducer, HistoryAction.groupBegan, TallyAction.counted(by: 1), TallyAction.counted(by: 10))
        #expect(notebook.history.base == Note(count: 7))
        #expect(notebook.history.undoCount == 1)
        write(&notebook, with: tallyReducer, HistoryAction.groupEnded, HistoryAction.undone)
        #expect(notebook.note == Note(count: 7))
    }

    @Test func aCopyOfAHistoryIsUnchangedWhenTheOtherRecordsSteps() {
        var original = Notebook()
        write(&original, limit: 2, with: tallyReducer, TallyAction.counted(by: 1), TallyAction.counted(by: 10))
        let copy = original
        write(&original, limit: 2, with: tallyReducer, TallyAction.counted(by: 100), TallyAction.counted(by: 1_000))
        #expect(copy.history.undoCount == 2)
        #expect(copy.history.base == Note())
        #expect(copy.history.undoableSteps.map(\.count) == [1, 1])
        var undone = copy
        write(&undone, limit: 2, with: tallyReducer, HistoryAction.undone)
        #expect(undone.note == Note(count: 1))
        #expect(original.history.base == Note(count: 11))
    }

    @Test func aCopiedHistoryKeepsItsActionsWhenEitherCopyChanges() {
        var original = Notebook()
        write(&original, limit: 3, NoteAction.titled("shared"), NoteAction.attached(Attachment("shared")))
        var copy = original
        write(&copy, limit: 3, NoteAction.titled("copy"), NoteAction.titled("copy again"))
        write(&original, limit: 3, NoteAction.titled("original"))
        write(&copy, limit: 3, HistoryAction.undone, HistoryAction.undone, HistoryAction.undone)
        write(&original, limit: 3, HistoryAction.undone, HistoryAction.undone)
        #expect(copy.note == Note(title: "shared"))
        #expect(original.note == Note(title: "shared"))
        write(&copy, limit: 3, HistoryAction.redone)
        write(&original, limit: 3, HistoryAction.redone, HistoryAction.redone)
        #expect(copy.note == Note(title: "shared", attachments: ["shared"]))
        #expect(original.note == Note(title: "original", attachments: ["shared"]))
    }
}
