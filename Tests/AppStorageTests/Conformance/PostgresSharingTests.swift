@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import PostgresNIO
import Testing

/// Everyone on the same tables takes the same write lock and hears the same channel,
/// whatever their role's search path and however long the schema's name; a database an
/// earlier release made opens for reading and for writing, by its owner and by a team member.
@Suite(.enabled(if: Backend.all.contains(.postgres), "no PostgreSQL server: the sharing cases are skipped"), .onOwnThread)
struct PostgresSharingTests {
    @Test func aRoleWithASchemaOfItsOwnNameSharesTheTablesTheLockAndTheChannel() throws {
        let database = try SharedServerDatabase()
        let owner = try PostgresStorage.open(database.location())
        defer { owner.close() }
        try owner.write(DataChange(from: AppData(), to: twoProjects))
        // A team member whose role has a schema of its own name: PostgreSQL's search path,
        // "$user", public, makes that schema its current one
        let member = try database.makeRole("member")
        try database.execute("CREATE SCHEMA \(member) AUTHORIZATION \(member)")
        try database.grantTeamMember(member)
        var memberLocation = database.location(user: member)
        memberLocation.lockTimeout = 0.2
        let storage = try PostgresStorage.open(memberLocation)
        defer { storage.close() }
        #expect(try storage.connection.query("SELECT current_user::text").first?.decode(String.self) == member)
        // Then it uses the same tables, lock and channel as the owner
        #expect(storage.tables == TablesSchema(name: "public", channel: "udf_tui:public"))
        #expect(try storage.loadData() == twoProjects)
        let writing = try BlockingConnection(database.location())
        defer { writing.close() }
        try writing.query("BEGIN")
        try writing.query(owner.tables.takingWriteLock())
        #expect(throws: StorageError.locked(path: memberLocation.description, seconds: 0.2)) {
            try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        try writing.query("COMMIT")
        // And each hears the other's writes
        try expectHeard(by: owner, from: storage, twoProjects, AppData(projects: [mileage]))
        try expectHeard(by: storage, from: owner, AppData(projects: [mileage]), twoProjects)
    }

    @Test(arguments: [55, 56, 63])
    func aSchemaNameOfAnyLengthWorks(bytes: Int) throws {
        let database = try SharedServerDatabase()
        let schema = "é_" + String(repeating: "s", count: bytes - 3)    // "é" is two bytes
        try database.execute("CREATE SCHEMA \"\(schema)\"")
        let location = database.location(schema: "\"\(schema)\"")
        let first = try PostgresStorage.open(location), second = try PostgresStorage.open(location)
        defer { first.close(); second.close() }
        #expect(first.tables.name == schema)
        #expect(first.tables.channel.hasPrefix(bytes <= 55 ? "udf_tui:" : "udf_tui#"))
        #expect(first.tables.channel.utf8.count <= 63)
        try expectHeard(by: first, from: second, AppData(), twoProjects)
        #expect(try first.loadData() == twoProjects)
    }

    @Test func aDatabaseAnEarlierReleaseMadeOpensForReadingAndWriting() throws {
        let database = try SharedServerDatabase()
        try PostgresVersion1.make(database.location(), holding: twoProjects)
        // Read as it is, without upgrading it
        let reader = try PostgresStorage.open(database.location(), access: .readOnly)
        #expect(try reader.loadData() == twoProjects)
        reader.close()
        #expect(try PostgresVersion1.migrations(database.location()) == ["v1"])
        // A writer of that release takes the same lock as this one
        let earlier = try BlockingConnection(database.location())
        defer { earlier.close() }
        var location = database.location()
        location.lockTimeout = 0.2
        let writer = try PostgresStorage.open(location)
        defer { writer.close() }
        try earlier.query("BEGIN")
        try earlier.query(PostgresVersion1.takingWriteLock)
        #expect(throws: StorageError.locked(path: location.description, seconds: 0.2)) {
            try writer.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        }
        try earlier.query("COMMIT")
        // Opened for writing, it was upgraded, and its data is kept
        try writer.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try PostgresVersion1.migrations(database.location()) == ["v1", PostgresSchema.boundedChannel, PostgresSchema.cascadesLoggedOnce, PostgresSchema.syncTables])
        #expect(try data(at: location) == AppData(projects: [mileage]))
    }

    /// The release before `v3-cascades-logged-once` logged every deleted item with a row
    /// trigger: its tables are read as they are, and a write upgrades them.
    @Test func aDatabaseOfTheReleaseBeforeOpensForReadingAndWriting() throws {
        let database = try SharedServerDatabase()
        try PostgresVersion1.make(database.location(), holding: twoProjects, migrations: 2)
        let reader = try PostgresStorage.open(database.location(), access: .readOnly)
        #expect(try reader.loadData() == twoProjects)
        reader.close()
        #expect(try PostgresVersion1.migrations(database.location()) == ["v1", PostgresSchema.boundedChannel])
        let writer = try PostgresStorage.open(database.location())
        defer { writer.close() }
        try writer.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try PostgresVersion1.migrations(database.location()) == ["v1", PostgresSchema.boundedChannel, PostgresSchema.cascadesLoggedOnce, PostgresSchema.syncTables])
        #expect(try data(at: database.location()) == AppData(projects: [mileage]))
    }

    @Test func aTeamMemberWritesOnTablesOfAnEarlierReleaseOnlyItsOwnerCanUpgrade() throws {
        let database = try SharedServerDatabase()
        try PostgresVersion1.make(database.location(), holding: twoProjects)
        let member = try database.makeRole("member")
        try database.grantTeamMember(member)
        let storage = try PostgresStorage.open(database.location(user: member))
        defer { storage.close() }
        try storage.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        #expect(try data(at: database.location()) == AppData(projects: [mileage]))
        #expect(try PostgresVersion1.migrations(database.location()) == ["v1"])
    }

    @Test func aTeamMemberIsToldWhoCanUpgradeTablesWhoseSchemaNameIsTooLongForTheEarlierChannel() throws {
        let database = try SharedServerDatabase()
        let schema = String(repeating: "t", count: 60)
        try database.execute("CREATE SCHEMA \(schema)")
        try PostgresVersion1.make(database.location(schema: schema), holding: AppData())
        let member = try database.makeRole("member")
        try database.grantTeamMember(member, schema: schema)
        let location = database.location(user: member, schema: schema)
        let owner = database.location().user
        #expect(throws: StorageError.failed(path: location.description,
                                            detail: "its tables are of an older version that only their owner can upgrade: run udf-tui once as '\(owner)'")) {
            try PostgresStorage.open(location)
        }
    }

    @Test func aRoleWithoutTheChangeLogsGrantIsToldWhichGrantItLacks() throws {
        let database = try SharedServerDatabase()
        try PostgresStorage.open(database.location()).close()
        let member = try database.makeRole("member")
        try database.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO \(member)")
        let location = database.location(user: member)
        let storage = try PostgresStorage.open(location)
        defer { storage.close() }
        #expect(throws: StorageError.failed(path: location.description, detail: "permission denied for sequence udf_tui_changes_seq_seq: "
                + "the tables' owner must grant it (docs/persistence.md lists the grants a team member needs)")) {
            try storage.write(DataChange(from: AppData(), to: twoProjects))
        }
    }

    /// What another program reads at `location`.
    private func data(at location: PostgresLocation) throws -> AppData {
        let storage = try PostgresStorage.open(location, access: .readOnly)
        defer { storage.close() }
        return try storage.loadData()
    }

    /// `writer` writes `new` over `old`; `watching` hears it and reloads it.
    private func expectHeard(by watching: PostgresStorage, from writer: PostgresStorage, _ old: AppData, _ new: AppData) throws {
        let heard = DispatchSemaphore(value: 0)
        let watcher = watching.makeChangeWatcher(fallbackInterval: .seconds(1)) { heard.signal() }
        watcher.start()
        defer { watcher.stop() }
        try writer.write(DataChange(from: old, to: new))
        #expect(heard.wait(timeout: .now() + 10) == .success)
        #expect(try watching.loadData() == new)
    }
}
