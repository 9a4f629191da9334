@testable import AppStorage
import AppCore
import Foundation
import Testing

/// A backup restores everything it holds (issue 23 §1): export → import into an empty
/// database → load gives back every field of every record, on both engines, through the
/// paths the commands take (the streamed export of a snapshot, the streamed reader, one
/// pass of the reducers, the bulk write).
@Suite(.onOwnThread) struct BackupRoundTripTests {
    static let created = Date(timeIntervalSinceReferenceDate: 757_846_800.448)    // 2025-01-06T09:00:00.448Z
    static let updated = created.addingTimeInterval(86_400.25)

    /// Every kind of record, each field away from its default: projects with and without a
    /// target, edited (version 3) and not; items with and without notes, edited and not; a
    /// running timer on a project that counts time, and one on a project that does not (a
    /// timer started before timers needed time units).
    static let everything = AppData(
        projects: [
            Project(id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly, createdAt: created, updatedAt: updated,
                    version: 3, target: Target(kind: .atLeast, amount: 500.5)),
            Project(id: ProjectID(2), title: "Hours ☕ 中文", units: "h", frequency: .daily, createdAt: created, updatedAt: updated),
            Project(id: ProjectID(3), title: "Spending", units: "€", frequency: .yearly, createdAt: created, updatedAt: created,
                    version: 2, target: Target(kind: .atMost, amount: 0.3)),
        ],
        items: [
            Item(id: ItemID(101), projectID: ProjectID(1), amount: 412.5, timestamp: created, notes: "Trip, \"quoted\"\nline two", version: 4),
            Item(id: ItemID(102), projectID: ProjectID(1), amount: -0.1, timestamp: Date(timeIntervalSinceReferenceDate: -63_113_904_000)),
            Item(id: ItemID(103), projectID: ProjectID(3), amount: 999_999_999_999.5, timestamp: updated, notes: "tab\there"),
        ],
        activities: [
            Activity(projectID: ProjectID(2), startedAt: updated),
            Activity(projectID: ProjectID(3), startedAt: created.addingTimeInterval(0.0000001)),
        ]
    )

    @Test(arguments: Backend.all)
    func anExportImportedIntoAnEmptyDatabaseGivesBackEveryField(backend: Backend) throws {
        // Given a database holding every kind of record
        let source = try ConformanceDatabase(backend)
        let storage = try source.open(holding: Self.everything)
        defer { storage.close() }
        // When it is exported as the command does, and the export imported into an empty one
        var bytes = Data()
        try storage.readForExport { snapshot in try ExportDocument.write(snapshot) { bytes.append($0) } }
        var reader = ExportReader(bytes: bytes, chunkSize: 64, sliceSize: 2)
        var parts = try reader.read()
        let target = try ConformanceDatabase(backend)
        let restored = try target.open()
        defer { restored.close() }
        try restored.writeImport(AppData().importChange(&parts, at: Self.updated.addingTimeInterval(3_600)).get())
        // Then the restored database holds exactly what the first did, order included
        #expect(try target.dataOnDisk() == Self.everything)
        // And its export is the same bytes
        var again = Data()
        try restored.readForExport { snapshot in try ExportDocument.write(snapshot) { again.append($0) } }
        #expect(again == bytes)
    }

    /// Fails when a field is added to a record type and not to this test's data, so that
    /// whoever adds it is sent here: the round trip above then proves the new field goes
    /// through the export, the import and both engines.
    @Test func theRoundTripCoversEveryFieldOfEveryRecordType() {
        #expect(fields(of: Self.everything.projects[0]) == ["id", "title", "units", "frequency", "createdAt", "updatedAt", "version", "target"])
        #expect(fields(of: Self.everything.items[0]) == ["id", "projectID", "amount", "timestamp", "notes", "version"])
        #expect(fields(of: Self.everything.activities[0]) == ["projectID", "startedAt"])
        #expect(fields(of: Self.everything) == ["projects", "items", "activities"])
    }

    private func fields(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }
}
