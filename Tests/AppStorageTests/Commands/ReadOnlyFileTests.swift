import Foundation
import ProcessTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read of a read-only database leaves nothing behind that blocks later writes.
///
/// SQLite gives the `-shm` and `-wal` it creates the database's permission bits, so reading
/// a mode-444 file left a mode-444 `-shm`, and after `chmod 644` every write failed as
/// "read-only" until someone deleted it. Permission bits do not stop root, so as root the
/// commands run as the unprivileged user 65534 (`setpriv`).
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"),
       .enabled(if: UnprivilegedRun.isPossible, "runs as root without /usr/bin/setpriv: permission bits cannot be tested"), .onOwnThread)
struct ReadOnlyFileTests {
    let folder = TemporaryFolder()
    var path: String { folder.file("udf.sqlite") }

    init() {
        _ = chmod(folder.path, 0o777)    // for the unprivileged user
    }

    @Test func aReadOfAReadOnlyDatabaseDoesNotBlockLaterWrites() throws {
        // Given a database made read-only, and read
        #expect(try run(["projects", "add", "--title", "Mileage", "--frequency", "monthly"]).status == 0)
        _ = chmod(path, 0o444)
        let list = try run(["projects", "list"])
        #expect(list.status == 0 && list.output.contains("Mileage"))
        // When it is made writable again
        _ = chmod(path, 0o644)
        // Then a write works
        let add = try run(["projects", "add", "--title", "Hours", "--frequency", "daily"])
        #expect(add.errors == "")
        #expect(add.status == 0)
    }

    @Test func aReadOnlySHMLeftByAnEarlierVersionIsMadeWritableByTheNextWrite() throws {
        // Given a database whose -shm and -wal an earlier version's read left read-only
        #expect(try run(["projects", "add", "--title", "Mileage", "--frequency", "monthly"]).status == 0)
        _ = chmod(path, 0o444)
        #expect(try run(["projects", "list"]).status == 0)
        for suffix in ["-shm", "-wal"] { _ = chmod(path + suffix, 0o444) }
        _ = chmod(path, 0o644)
        // Then a write works
        let add = try run(["projects", "add", "--title", "Hours", "--frequency", "daily"])
        #expect(add.errors == "")
        #expect(add.status == 0)
    }

    private func run(_ arguments: [String]) throws -> Program.Result {
        try Program.run(arguments + ["--db", path], home: folder.path, as: UnprivilegedRun.prefix)
    }
}

/// How to run the program without root's power over permission bits.
enum UnprivilegedRun {
    /// Whether permission bits stop the program: it does not run as root, or it can be
    /// run as user 65534 with `setpriv`.
    static var isPossible: Bool { geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// Nothing when not root, otherwise `setpriv` switching to user and group 65534.
    static var prefix: [String] {
        geteuid() == 0 ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    }

    private static let setpriv = "/usr/bin/setpriv"
}
