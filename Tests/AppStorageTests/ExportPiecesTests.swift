@testable import AppStorage
import AppCore
import Foundation
import Testing

/// The export written in pieces is the export, byte for byte.
@Suite struct ExportPiecesTests {
    static func pieces(of data: AppData, itemsPerPiece: Int) throws -> (Data, count: Int) {
        var bytes = Data()
        var count = 0
        try ExportDocument.write(data, itemsPerPiece: itemsPerPiece) { piece in
            bytes.append(piece)
            count += 1
        }
        return (bytes, count)
    }

    static var awkward: AppData {
        var data = SampleData.demo(now: date("2025-06-15T12:00:00Z"))
        let project = data.projects[0].id
        data.items.append(Item(id: ItemID(9_001), projectID: project, amount: -0.1, timestamp: date("0001-01-01T00:00:00Z"),
                               notes: "line one\nline two \"quoted\" \\ / é 𝄞 \u{7}"))
        data.items.append(Item(id: ItemID(9_002), projectID: project, amount: 1e12, timestamp: date("9999-12-31T23:59:59Z"), notes: ""))
        return data
    }

    @Test(arguments: [1, 2, 3, 7, 4_096])
    func piecesJoinToTheWholeExport(itemsPerPiece: Int) throws {
        let data = Self.awkward
        let (bytes, count) = try Self.pieces(of: data, itemsPerPiece: itemsPerPiece)
        #expect(bytes == (try ExportDocument(data: data).encoded()))
        #expect(count == 1 + (data.items.count + itemsPerPiece - 1) / itemsPerPiece)    // the first piece carries the head
        #expect(try ExportDocument.decode(bytes).data() == data)
    }

    @Test(arguments: [AppData(), SampleData.demo(now: date("2025-06-15T12:00:00Z")).withoutItems])
    func withoutItemsItIsOnePiece(data: AppData) throws {
        let (bytes, count) = try Self.pieces(of: data, itemsPerPiece: 10)
        #expect(bytes == (try ExportDocument(data: data).encoded()))
        #expect(count == 1)
    }

    @Test func oneItem() throws {
        var data = Self.awkward
        data.items = [data.items[0]]
        #expect(try Self.pieces(of: data, itemsPerPiece: 5).0 == (try ExportDocument(data: data).encoded()))
    }
}

private extension AppData {
    var withoutItems: AppData {
        var data = self
        data.items = []
        return data
    }
}
