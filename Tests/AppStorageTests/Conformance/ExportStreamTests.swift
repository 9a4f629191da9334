@testable import AppStorage
import AppCore
import Foundation
import UDFKit
import ProcessTesting
import Testing

/// The export read from the database a batch at a time (``DataStorage/readForExport(_:)``)
/// is the export of the data, byte for byte, on SQLite and on PostgreSQL; and it reads one
/// snapshot, whatever another program writes meanwhile.
@Suite(.onOwnThread) struct ExportStreamTests {
    /// The demo data and items that are hard to write: notes with quotes, backslashes, line
    /// breaks and control characters (as an earlier release could write them), dates before
    /// 1582 and at the ends of the years 1 to 9999, and two items of one instant whose ids
    /// are in the opposite order to their positions. (A date outside those years is refused
    /// by every reader: BadRowTests.)
    static var awkward: AppData {
        var data = SampleData.demo(now: date("2025-06-15T12:00:00Z"))
        let project = data.projects[0].id
        let noon = date("2025-06-01T12:00:00Z")
        for item in [
            Item(id: ItemID(9_001), projectID: project, amount: -0.1, timestamp: date("0001-01-01T00:00:00Z"),
                 notes: "line one\nline two \"quoted\" \\ / é 𝄞 \u{7}\u{1B}[31m\r\ttab"),
            Item(id: ItemID(9_002), projectID: project, amount: 1e12, timestamp: date("9999-12-31T23:59:59Z"), notes: "comma, \"quote\""),
            Item(id: ItemID(9_003), projectID: project, amount: 2.5, timestamp: date("1200-02-29T08:30:00Z"), version: 4),
            Item(id: ItemID(9_020), projectID: project, amount: 1, timestamp: noon),
            Item(id: ItemID(9_010), projectID: project, amount: 2, timestamp: noon),
        ] { data.items.append(item) }
        return data
    }

    /// Runs `body` on a new database of `backend` holding ``awkward``, and a connection to it.
    static func withAwkwardData(on backend: Backend, _ body: (ConformanceDatabase, any DataStorage) throws -> Void) throws {
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: awkward)
        defer { storage.close() }
        try body(database, storage)
    }

    /// The JSON export of what `storage` holds, read as `udf-tui export` reads it.
    static func streamedJSON(_ storage: any DataStorage, itemsPerPiece: Int) throws -> Data {
        var bytes = Data()
        try storage.readForExport { snapshot in
            try ExportDocument.write(snapshot, itemsPerPiece: itemsPerPiece) { bytes.append($0) }
        }
        return bytes
    }

    /// The CSV export of what `storage` holds, read as `udf-tui export` reads it.
    static func streamedCSV(_ storage: any DataStorage, rowsPerPiece: Int) throws -> String {
        var text = ""
        try storage.readForExport { snapshot in
            try CSVExport.write(snapshot, rowsPerPiece: rowsPerPiece) { text += $0 }
        }
        return text
    }

    @Test(arguments: Backend.all, [1, 3, 4_096])
    func theStreamedExportIsTheEncodedExport(_ backend: Backend, batch: Int) throws {
        // Given awkward data in the database
        let data = Self.awkward
        var json = Data(), csv = ""
        try Self.withAwkwardData(on: backend) { _, storage in
            // When it is exported a batch at a time
            json = try Self.streamedJSON(storage, itemsPerPiece: batch)
            csv = try Self.streamedCSV(storage, rowsPerPiece: batch)
        }

        // Then the bytes are those of the data encoded whole
        #expect(json == (try ExportDocument(data: data).encoded()))
        #expect(csv == CSVExport.text(of: data))
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""timestamp" : "0001-01-01T00:00:00.000Z""#))
        #expect(text.contains(#""notes" : "line one\nline two \"quoted\" \\ / é 𝄞 \u0007\u001b[31m\r\ttab""#))
    }

    @Test(arguments: Backend.all)
    func anEmptyDatabaseExportsAnEmptyDocument(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let storage = try database.open()
        defer { storage.close() }
        #expect(try Self.streamedJSON(storage, itemsPerPiece: 2) == (try ExportDocument(data: AppData()).encoded()))
        #expect(try Self.streamedCSV(storage, rowsPerPiece: 2) == CSVExport.text(of: AppData()))
    }

    @Test(arguments: Backend.all)
    func theItemsComeInBatchesOfAtMostTheSizeAsked(_ backend: Backend) throws {
        var sizes: [Int] = []
        var mileage: [ItemID] = []
        try Self.withAwkwardData(on: backend) { _, storage in
            try storage.readForExport { snapshot in
                try snapshot.items(batchSize: 20) { sizes.append($0.count) }
                try snapshot.items(of: SampleData.mileageID, batchSize: 5) { mileage += $0.map(\.id) }
            }
        }
        #expect(sizes == [20, 20, 4])    // 44 items
        #expect(mileage == MemorySnapshot(Self.awkward).items(of: SampleData.mileageID).map(\.id))
        #expect(mileage.count == 19)
    }

    @Test(arguments: Backend.all)
    func anotherProgramWritingMeanwhileChangesNothingOfTheExport(_ backend: Backend) throws {
        // Given the awkward data, and another program on the same database
        let data = Self.awkward
        var changed = data
        for item in data.items.prefix(3) { changed.items.remove(id: item.id) }
        changed.items.append(Item(id: ItemID(9_900), projectID: SampleData.mileageID, amount: 7, timestamp: date("2025-06-02T12:00:00Z")))
        changed.items[id: ItemID(9_002)]?.amount = 5
        try Self.withAwkwardData(on: backend) { database, storage in
            let other = try database.open()
            defer { other.close() }

            // When the other program deletes, adds and edits items after the first batch was read
            var bytes = Data()
            var batches = 0
            try storage.readForExport { snapshot in
                try ExportDocument.write(snapshot, itemsPerPiece: 4) { piece in
                    bytes.append(piece)
                    batches += 1
                    if batches == 1 { try other.write(DataChange(from: data, to: changed)) }
                }
            }

            // Then the export is the data before the change, and the change is stored
            #expect(bytes == (try ExportDocument(data: data).encoded()))
            #expect(try database.dataOnDisk().items.count == data.items.count - 2)
        }
    }
}
