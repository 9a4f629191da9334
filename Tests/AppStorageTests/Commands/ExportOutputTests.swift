@testable import AppStorage
import AppCore
import Foundation
import UDFKit
import ProcessTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `export --output` writes: a file replaced whole (the old one kept on failure, no
/// temporary file left), and a pipe or a device written into, never replaced.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct ExportOutputTests: CommandTesting {
    let folder = TemporaryFolder()

    func exported(_ format: String) throws -> String {
        let result = try Program.run(["export", "--format", format] + db, home: folder.path)
        #expect(result.status == 0)
        return result.output
    }

    @Test(arguments: ["json", "csv"])
    func aFileGetsTheBytesOfStandardOutputAndNoTemporaryFileIsLeft(format: String) throws {
        try mileageDatabase()
        #expect(try Program.run(["items", "add", "--project", "Mileage", "--amount", "380", "--notes", "two\nlines"] + db, home: folder.path).status == 0)
        let output = folder.file("backup.\(format)")
        write(Data("old".utf8), to: output)
        let result = try Program.run(["export", "--format", format, "--output", output] + db, home: folder.path)
        #expect(result.status == 0 && result.output.isEmpty && result.errors.isEmpty)
        #expect(String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self) == (try exported(format)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func aNamedPipeIsWrittenIntoAndStaysAPipe() throws {
        try mileageDatabase()
        let pipe = folder.file("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        // A reader on its own thread: opening a pipe waits for its writer.
        let received = ReceivedBytes()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            received.set(FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() ?? Data())
            done.signal()
        }
        let result = try Program.run(["export", "--format", "json", "--output", pipe] + db, home: folder.path)
        #expect(result.status == 0)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(String(decoding: received.get(), as: UTF8.self) == (try exported("json")))
        var status = stat()
        #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// A database of 2,000 items (an export of about 400 kB, more than a pipe holds).
    func largeDatabase() throws {
        let database = try AppDatabase.open(at: path)
        defer { database.close() }
        let items = (0..<2_000).map { index in
            Item(id: ItemID(UInt64(10_000 + index)), projectID: mileage.id, amount: Double(index), timestamp: date("2025-03-05T18:00:00Z"))
        }
        try database.write(DataChange(from: AppData(), to: AppData(projects: [mileage], items: SampleData.list(items))))
    }

    @Test(arguments: ["json", "csv"])
    func aDashIsStandardOutput(format: String) throws {
        try mileageDatabase()
        let result = try Program.run(["export", "--format", format, "--output", "-"] + db, home: folder.path)
        #expect(result.status == 0 && result.errors.isEmpty)
        #expect(result.output == (try exported(format)))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/-"))
    }

    @Test func aPipeClosedByItsReaderIsOneLine() throws {
        // Given a named pipe whose reader opens it and closes it at once, reading nothing
        try largeDatabase()
        let pipe = folder.file("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            FileHandle(forReadingAtPath: pipe)?.closeFile()
            done.signal()
        }

        // When the export writes 400 kB into it
        let result = try Program.run(["export", "--format", "json", "--output", pipe] + db, home: folder.path)

        // Then it fails with one line, and the pipe is still a pipe
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(result.status == 1)
        #expect(result.errorLines == ["udf-tui: cannot write \(pipe): the reader closed the pipe"])
        var status = stat()
        #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test(.enabled(if: SmallDisk.isAvailable, "needs permission to mount a tmpfs"), arguments: ["json", "csv"])
    func aDiskThatFillsUpLeavesTheOldFileAndNoPart(format: String) throws {
        // Given 400 kB of export, and an old file on a disk of 128 kB
        try largeDatabase()
        let disk = try #require(SmallDisk(at: folder.file("disk"), kilobytes: 128))
        let output = disk.path + "/backup." + format
        write(Data("old".utf8), to: output)

        // When the export fills the disk
        let result = try Program.run(["export", "--format", format, "--output", output] + db, home: folder.path)

        // Then it fails with one line, and the disk holds the old file and nothing else
        #expect(result.status == 1)
        #expect(result.errorLines == ["udf-tui: cannot write \(output): the disk is full"])
        #expect(FileManager.default.contents(atPath: output) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["backup." + format])
    }

    @Test func aFullDeviceIsOneLineAndTheDatabaseIsUntouched() throws {
        try mileageDatabase()
        try expectFailure(["export", "--format", "json", "--output", "/dev/full"] + db, "cannot write /dev/full: the disk is full")
    }

    @Test func aFolderIsRefused() throws {
        try mileageDatabase()
        try expectFailure(["export", "--format", "csv", "--output", folder.path] + db, "cannot write \(folder.path): it is a directory")
    }
}

/// Bytes handed from the reader thread to the test.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func set(_ data: Data) { lock.withLock { bytes = data } }
    func get() -> Data { lock.withLock { bytes } }
}
