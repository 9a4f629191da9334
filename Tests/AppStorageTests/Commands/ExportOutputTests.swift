import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where `export --output` writes: a file replaced whole (the old one kept on failure, no
/// temporary file left), and a pipe or a device written into, never replaced.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"))
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
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(String(decoding: received.get(), as: UTF8.self) == (try exported("json")))
        var status = stat()
        #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFullDeviceIsOneLineAndTheDatabaseIsUntouched() throws {
        try mileageDatabase()
        try expectFailure(["export", "--format", "json", "--output", "/dev/full"] + db, "cannot write /dev/full: permission denied, or the disk is full")
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
