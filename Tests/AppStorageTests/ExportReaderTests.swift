@testable import AppStorage
import AppCore
import Foundation
import Testing

/// How `import` reads a large JSON export: in slices of items, never the whole text at once,
/// with the messages of a whole read.
@Suite struct ExportReaderTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")

    /// "Laps", created after the file's other projects, with 25 items.
    static let laps = Project(
        id: ProjectID(7), title: "Laps", units: "laps", frequency: .daily,
        createdAt: date("2025-03-02T07:00:00Z"), updatedAt: date("2025-03-04T07:00:00Z")
    )

    /// Two projects and Laps, 27 items; the export lists the items before the projects.
    static let data: AppData = {
        var data = twoProjects
        data.projects.append(laps)
        for lap in 1...25 {
            data.items.append(Item(id: ItemID(UInt64(200 + lap)), projectID: laps.id, amount: Double(lap), timestamp: date("2025-03-03T07:00:00Z").addingTimeInterval(Double(lap))))
        }
        return data
    }()

    /// What a streamed reading of `bytes` gives: every item past the whole-file limit.
    func streamed(_ bytes: Data, sliceSize: Int = 4) throws -> ImportParts {
        let path = folder.file("export.json")
        write(bytes, to: path)
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        var reader = ExportReader(handle: handle, wholeLimit: 0, sliceSize: sliceSize)
        return try reader.read()
    }

    func export(_ data: AppData = Self.data) throws -> Data {
        try ExportDocument(data: data).encoded()
    }

    @Test(arguments: [1, 4, 100])
    func aStreamedReadingGivesWhatAWholeOneGives(sliceSize: Int) throws {
        let parts = try streamed(export(), sliceSize: sliceSize)
        #expect(parts.projects == Self.data.projects.array)
        #expect(Array(parts.itemSlices.joined()) == Self.data.items.array)
        #expect(parts.itemSlices.count == (27 + sliceSize - 1) / sliceSize)
        #expect(parts.activities == Self.data.activities.array)
        #expect(parts.itemCount == 27)
    }

    /// Every chunk boundary: the file read 1 to 9 bytes at a time (a boundary inside each
    /// string, escape, number and bracket), with notes holding quotes, backslashes, brackets
    /// and a newline.
    @Test(arguments: 1...9)
    func chunkBoundariesAnywhereChangeNothing(chunkSize: Int) throws {
        var data = Self.data
        data.items[id: data.items[0].id]?.notes = #"a "quoted" \ back[slash] {brace}, and"# + "\nnewline"
        let bytes = try export(data)
        var reader = ExportReader(bytes: bytes, chunkSize: chunkSize, sliceSize: 2)
        let parts = try reader.read()
        #expect(parts.projects == data.projects.array)
        #expect(Array(parts.itemSlices.joined()) == data.items.array)
        #expect(parts.activities == data.activities.array)
        // And a file cut short anywhere is refused, as a whole reading refuses it
        for end in stride(from: 1, to: bytes.count - 2, by: 97) {
            var cut = ExportReader(bytes: bytes.prefix(end), chunkSize: chunkSize, sliceSize: 2)
            #expect(throws: ExchangeError.self) { try cut.read() }
        }
    }

    /// A trailing comma after the last item or member, which Foundation's `JSONDecoder`
    /// accepts in a whole reading, is accepted in a streamed one too (the fuzzer found the
    /// streamed reader stricter): a file is read alike whatever its size.
    @Test func aTrailingCommaIsReadAsAWholeReadingReadsIt() throws {
        let text = try #require(String(data: export(), encoding: .utf8))
        let trailing = text.replacingOccurrences(of: "\n  ],\n  \"projects\"", with: ",\n  ],\n  \"projects\"")
            .replacingOccurrences(of: "\n  \"version\" : 2\n}", with: "\n  \"version\" : 2,\n}")
        #expect(trailing != text)
        let whole = try ExportDocument.decode(Data(trailing.utf8))
        for chunkSize in [1, 5, 4096] {
            var reader = ExportReader(bytes: Data(trailing.utf8), chunkSize: chunkSize, sliceSize: 4)
            let parts = try reader.read()
            #expect(Array(parts.itemSlices.joined()) == whole.items)
            #expect(parts.projects == whole.projects)
        }
    }

    @Test func itemsBeforeTheProjectTheyBelongToAreAccepted() throws {
        // Given an export, whose sorted keys put "items" before "projects"
        let text = String(decoding: try export(), as: UTF8.self)
        let items = try #require(text.range(of: "\"items\""))
        let projects = try #require(text.range(of: "\"projects\""))
        #expect(items.lowerBound < projects.lowerBound)
        // When it is read in slices and imported into empty data
        var parts = try streamed(export())
        let change = try AppData().importChange(&parts, at: at).get()
        // Then every project and item is inserted, in the file's order
        #expect(change.insertedProjects == Self.data.projects.array)
        #expect(change.insertedItems == Self.data.items.array)
        #expect(change.insertedActivities == Self.data.activities.array)
        #expect(parts.itemSlices.joined().isEmpty)
    }

    @Test func aBadItemIsNamedByItsIndexInTheWholeFile() throws {
        let text = String(decoding: try export(), as: UTF8.self)
            .replacingOccurrences(of: "00000000-0000-0000-0000-000000000206", with: "not a uuid")
        #expect(throws: ExchangeError("items[7].id: Attempted to decode UUID from invalid UUID string.")) {
            try streamed(Data(text.utf8), sliceSize: 4)
        }
    }

    @Test(arguments: [
        (#"{"format": "other", "items": [{"id": "x"}], "version": 1}"#, "this is not a udf-tui JSON export"),
        (#"{"format": "udf-tui export", "items": [{"id": "x"}], "version": 3}"#, "this export was written by a newer version of udf-tui (format version 3)"),
        (#"{"format": "udf-tui export", "items": [{"id": "1"}, "#, "this is not a udf-tui JSON export (the file ends in the middle of its JSON)"),
        (#"{"items": [] "format": "udf-tui export"}"#, "this is not a udf-tui JSON export (the file is not valid JSON near byte 14)"),
        (#"[1, 2]"#, "this is not a udf-tui JSON export (the file is not valid JSON near byte 0)"),
        (#"{"dates": "", "format": "udf-tui export", "items": [], "version": 2}"#, "projects is missing"),
    ])
    func aBadFileIsRefusedInOneLine(json: String, message: String) {
        #expect(throws: ExchangeError(message)) { try streamed(Data(json.utf8)) }
    }

    @Test func textThatIsNotUTF8InAnItemIsRefused() throws {
        var bytes = try export()
        let note = try #require(bytes.firstRange(of: Data("Full tank".utf8)))
        bytes[note.lowerBound] = 0xE9
        #expect(throws: ExchangeError("the file is not UTF-8 text")) { try streamed(bytes) }
    }

    @Test func aPipeIsReadInSlicesToo() throws {
        // Given the export written into a pipe by another thread, as a shell's `|` would
        let bytes = try export()
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(bytes)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        // When it is read past the whole-file limit
        var reader = ExportReader(handle: pipe.fileHandleForReading, wholeLimit: 100, sliceSize: 3)
        let parts = try reader.read()
        // Then it holds every item
        #expect(Array(parts.itemSlices.joined()) == Self.data.items.array)
    }

    @Test func aSmallFileIsReadWholeWithTheMessagesOfAWholeReading() throws {
        let path = folder.file("small.json")
        write(Data("[1, 2]".utf8), to: path)
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        var reader = ExportReader(handle: handle)
        #expect(throws: ExchangeError("this is not a udf-tui JSON export (the document: Expected to decode Dictionary<String, Any> but found an array instead.)")) {
            try reader.read()
        }
    }
}
