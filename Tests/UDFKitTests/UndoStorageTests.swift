import Testing
// Testable: one test reads the stored base behind `History.base`.
@testable import UDFKit

/// The undoable reducer keeps small trivial actions as bits and applies them with the family's
/// own code, and keeps every other action in a box it retains: these tests go through both
/// paths, and check that boxed actions live exactly as long as the history needs them.

/// Something an action can hold a reference to.
final class Attachment: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Trivial and one word: kept as bits.
enum TallyAction: Action {
    case counted(by: Int)
}

/// Boxed, whatever the case: the type holds references.
enum NoteAction: Action {
    /// Holds a string.
    case titled(String)
    /// Holds a reference.
    case attached(Attachment)
}

/// Trivial but five words, too large for the bits: boxed.
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

/// One family, not a combination: the reducer whose actions take the bits path.
let tallyReducer = Reducer<Note>(TallyAction.self) { note, action in
    switch action {
    case .counted(let amount): note.count += amount
    }
}

/// One family of boxed actions.
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

    @Test func boxedActionsAreUndoneRedoneAndFoldedExactly() {
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

    @Test func theHistoryKeepsABoxedActionAliveUntilItsStepIsAppliedToTheBase() {
        var notebook = Notebook()
        let isAlive = attach("receipt", to: &notebook, limit: 2)
        #expect(isAlive())
        write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("later"))
        #expect(isAlive())
        // A third step forgets the first: it is in the base, though not applied to the stored
        // one yet (that waits for a batch of forgotten steps).
        write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("later"))
        #expect(notebook.history.undoCount == 2)
        #expect(notebook.history.base == Note(attachments: ["receipt"]))
        // 31 more forgotten steps make a batch: applied, and their actions let go of.
        for index in 0..<31 {
            write(&notebook, limit: 2, with: attachmentReducer, NoteAction.titled("page \(index)"))
        }
        #expect(!isAlive())
        #expect(notebook.history.base == Note(title: "page 28", attachments: ["receipt"]))
    }

    @Test func undoAppliesTheForgottenStepsAndLetsGoOfTheirActions() {
        var notebook = Notebook()
        let isAlive = attach("receipt", to: &notebook, limit: 1)
        write(&notebook, limit: 1, with: attachmentReducer, NoteAction.titled("later"))
        #expect(isAlive())
        write(&notebook, limit: 1, with: attachmentReducer, HistoryAction.undone)
        #expect(!isAlive())
        #expect(notebook.note == Note(attachments: ["receipt"]))
        #expect(notebook.history.base == nil)
    }

    @Test func anUndoableChangeUpdatesTheDataAndTheStoredBaseInPlace() {
        var notebook = Notebook(note: Note(attachments: Array(repeating: "", count: 10_000)))
        write(&notebook, limit: 10, with: tallyReducer, TallyAction.counted(by: 1), TallyAction.counted(by: 1))
        var dataBuffers: Set<UnsafePointer<String>?> = []
        var baseBuffers: Set<UnsafePointer<String>?> = []
        for _ in 0..<1_000 {
            write(&notebook, limit: 10, with: tallyReducer, TallyAction.counted(by: 1))
            dataBuffers.insert(notebook.note.attachments.withUnsafeBufferPointer { $0.baseAddress })
            // The stored base, not `base`, which applies forgotten steps to a copy.
            baseBuffers.insert(notebook.history.storedBase?.attachments.withUnsafeBufferPointer { $0.baseAddress })
        }
        #expect(dataBuffers.count == 1)
        #expect(baseBuffers.count == 1)
        #expect(notebook.history.undoCount == 10)
        #expect(notebook.history.base?.count == 992)
    }

    @Test func undoingAndClearingLetGoOfBoxedActions() {
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

    @Test func aGroupBegunBeforeAnyStepKeepsTheDataBeforeItsStepOnTheBitsPath() {
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

    @Test func aCopiedHistoryKeepsItsBoxedActionsWhenEitherCopyChanges() {
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
