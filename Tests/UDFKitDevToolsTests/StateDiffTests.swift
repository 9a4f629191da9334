import Testing
import UDFKit
import UDFKitDevTools

@Suite struct StateDiffTests {
    @Test func theChangeOfAnActionIsOnlyThePathsItChanged() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 7, title: "Milk"))
        store.dispatch(TodoAction.added(id: 8, title: "Eggs"))
        store.dispatch(TodoAction.renamed(id: 7, title: "Oat milk"))
        #expect(devTools.changes(at: 2) == [
            StateChange(path: "items[id: 7].title", before: #""Milk""#, after: #""Oat milk""#),
            StateChange(path: "edits", before: "2", after: "3"),
        ])
    }

    @Test func insertionsAndRemovalsInIdentifiedCollectionsAreOneChangeEach() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "a"))
        store.dispatch(TodoAction.added(id: 2, title: "b"))
        store.dispatch(TodoAction.removed(id: 1))
        let removal = devTools.changes(at: 2) ?? []
        #expect(removal.map(\.path) == ["items[id: 1]", "edits"])
        #expect(removal.first?.after == nil)
        #expect(removal.first?.before?.contains(#"title: "a""#) == true)
        #expect(devTools.changes(at: 0)?.first == StateChange(path: "items[id: 1]", before: nil, after: #"Todo(id: 1, title: "a", done: false)"#))
    }

    @Test func aDiffOfEqualValuesIsEmptyAndOfDifferentEnumCasesIsTheWholeValue() {
        #expect(StateDiff.changes(from: Todos(), to: Todos()).isEmpty)
        #expect(StateDiff.changes(from: Shape.circle(radius: 1), to: Shape.square(side: 1)) == [
            StateChange(path: "(root)", before: "circle(radius: 1.0)", after: "square(side: 1.0)"),
        ])
        #expect(StateDiff.changes(from: Shape.circle(radius: 1), to: Shape.circle(radius: 2)) == [
            StateChange(path: "circle.radius", before: "1.0", after: "2.0"),
        ])
    }

    @Test func optionalsDictionariesAndPlainArraysShowWhereTheyChanged() {
        let before = Bag(note: nil, counts: ["a": 1, "b": 2], tags: ["x", "y"])
        let after = Bag(note: "hi", counts: ["a": 1, "b": 3, "c": 1], tags: ["x"])
        #expect(Set(StateDiff.changes(from: before, to: after)) == [
            StateChange(path: "note", before: nil, after: #""hi""#),
            StateChange(path: #"counts["b"]"#, before: "2", after: "3"),
            StateChange(path: #"counts["c"]"#, before: nil, after: "1"),
            StateChange(path: "tags[1]", before: #""y""#, after: nil),
        ])
    }

    @Test func aLongListOfChangesEndsWithACountOfTheRest() {
        let changes = StateDiff.changes(from: Array(0..<50), to: Array(100..<150), limit: 10)
        #expect(changes.count == 11)
        #expect(changes.last == StateChange(path: "…", before: nil, after: "40 more changes"))
    }

    @Test func aSkippedActionShowsTheChangeItWouldMake() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.filtered("a"))
        devTools.setSkipped(0, true)
        #expect(devTools.changes(at: 0) == [
            StateChange(path: "filter", before: #""""#, after: #""a""#),
            StateChange(path: "edits", before: "0", after: "1"),
        ])
    }
}

enum Shape: Equatable {
    case circle(radius: Double)
    case square(side: Double)
}

struct Bag: Equatable {
    var note: String?
    var counts: [String: Int]
    var tags: [String]
}
