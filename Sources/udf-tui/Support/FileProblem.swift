import Foundation

/// Why a file named on the command line cannot be read or written, in a few words.
enum FileProblem {
    /// "it is a directory", "it does not exist", "permission denied"…
    static func reason(for path: String, writing: Bool) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return "it is a directory" }
        let folder = (path as NSString).deletingLastPathComponent
        if writing {
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) { return "the folder \(folder) does not exist" }
            return "permission denied, or the disk is full"
        }
        return exists ? "permission denied" : "it does not exist"
    }
}
