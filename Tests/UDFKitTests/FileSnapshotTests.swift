import Foundation
import Testing
import UDFKit

@Suite struct FileSnapshotTests {
    @Test func aSavedValueLoadsBackEqualDatesIncluded() throws {
        let url = try temporaryFile("stamps.json")
        let stamps = [Date(timeIntervalSinceReferenceDate: 751_234_567.123_456_7)]
        try FileSnapshot<[Date]>(url: url).save(stamps)
        #expect(try FileSnapshot<[Date]>(url: url).load() == stamps)
    }

    @Test func withoutAFileThereIsNothingToLoad() throws {
        #expect(try FileSnapshot<Numbers>(url: temporaryFile("numbers.json")).load() == nil)
    }

    @Test func savingWritesSortedReadableJSONAndLeavesNoTemporaryFile() throws {
        let url = try temporaryFile("numbers.json")
        try FileSnapshot<Numbers>(url: url).save(Numbers(values: [1, 2], tag: "draft"))
        #expect(try contents(of: url) == """
            {
              "tag" : "draft",
              "values" : [
                1,
                2
              ]
            }
            """)
        let folder = url.deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["numbers.json"])
    }

    @Test func aCorruptFileIsMovedAsideAndNeverOverwritten() throws {
        let url = try temporaryFile("numbers.json")
        let snapshot = FileSnapshot<Numbers>(url: url)
        try Data(#"{"values": [1, "two"]}"#.utf8).write(to: url)
        #expect(throws: SnapshotError(kind: .corrupt, path: url.path, reason: "at values[1]: expected Int", movedTo: url.path + ".corrupt")) {
            try snapshot.load()
        }
        try Data("{".utf8).write(to: url)
        #expect(throws: SnapshotError.self) { try snapshot.load() }
        #expect(try contents(of: URL(filePath: url.path + ".corrupt")) == #"{"values": [1, "two"]}"#)
        #expect(try contents(of: URL(filePath: url.path + ".corrupt-2")) == "{")
        try snapshot.save(Numbers(values: [3]))
        #expect(try snapshot.load() == Numbers(values: [3]))
    }

    @Test func aCorruptFileErrorReadsAsOneLine() {
        let error = SnapshotError(kind: .corrupt, path: "/data/todos.json", reason: "at items[2]: missing key \"title\"", movedTo: "/data/todos.json.corrupt")
        #expect(error.description == #"/data/todos.json is not a valid snapshot (at items[2]: missing key "title"); it was moved to /data/todos.json.corrupt"#)
    }

    @Test func anUnreadableFileThatCannotBeMovedBlocksSaving() throws {
        let url = try temporaryFile("numbers.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let snapshot = FileSnapshot<Numbers>(url: url)
        #expect {
            try snapshot.load()
        } throws: { error in
            let error = error as? SnapshotError
            return error?.kind == .unreadable && error?.movedTo == nil
                && error?.description.hasPrefix("\(url.path) cannot be read (cannot read \(url.path): Is a directory; cannot move") == true
                && error?.description.hasSuffix("; it was left in place and will not be overwritten") == true
        }
        #expect {
            try snapshot.save(Numbers())
        } throws: { error in
            String(describing: error).hasPrefix("\(url.path) cannot be saved (refusing to overwrite a file that could not be read")
        }
    }

    @Test func savingIntoAMissingFolderSaysWhy() throws {
        let url = try temporaryFile("missing/numbers.json")
        #expect {
            try FileSnapshot<Numbers>(url: url).save(Numbers())
        } throws: { error in
            let error = error as? SnapshotError
            return error?.kind == .unwritable && error?.reason.hasSuffix("No such file or directory") == true
        }
    }
}
