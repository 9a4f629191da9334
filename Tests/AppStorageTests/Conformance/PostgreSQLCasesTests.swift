@testable import AppStorage
import AppCore
import ProcessTesting
import Testing

/// The PostgreSQL cases of the conformance suite, in the report: skipped, with the reason,
/// when there is no server (their tests then run on SQLite alone, ``Backend/all``); with a
/// server, a first check that it gives each test a database of its own.
@Suite(.onOwnThread) struct PostgreSQLCasesTests {
    @Test("The PostgreSQL cases of the conformance suite", .enabled(if: ConformanceServer.isThere, ConformanceServer.missing))
    func eachTestGetsADatabaseOfItsOwn() throws {
        let database = try ConformanceDatabase(.postgres)
        try database.open(holding: twoProjects).close()
        #expect(try database.dataOnDisk() == twoProjects)
        #expect(try ConformanceDatabase(.postgres).dataOnDisk() == AppData())
    }
}
