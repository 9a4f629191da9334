import Foundation
import ProcessTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The module graph that heads Package.swift and docs/architecture.md is the real one
/// (issue 22 §4): each module's arrows are its dependencies in the manifest, and its
/// sources import exactly those.
@Suite(.onOwnThread) struct ModuleGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theManifestsHeaderAndTheArchitectureDocShowTheSameGraph() throws {
        #expect(try Self.graph(in: "Package.swift", prefix: "//   ") == Self.graph(in: "docs/architecture.md", prefix: ""))
    }

    @Test func eachModuleOfTheGraphDependsOnWhatItsArrowsSay() throws {
        let drawn = try Self.graph(in: "docs/architecture.md", prefix: "")
        let manifest = try Self.manifestDependencies()
        for (module, arrows) in drawn {
            #expect(manifest[module] == arrows, "\(module): the manifest says \(manifest[module]?.sorted() ?? [])")
        }
        let shipped = Set(["UDFKit", "UDFKitTesting", "UDFKitDevTools", "udf-tui"])
        #expect(shipped.isSubset(of: Set(drawn.keys)))
    }

    @Test func eachModuleImportsWhatTheManifestSaysItDependsOn() throws {
        let manifest = try Self.manifestDependencies()
        let known = Set(manifest.keys).union(manifest.values.flatMap { $0 })
        for (module, dependencies) in manifest where module != "CNcurses" {
            let imported = try Self.imports(of: module).intersection(known)
            #expect(imported == dependencies, "\(module) imports \(imported.sorted()), depends on \(dependencies.sorted())")
        }
    }

    /// The modules of the graph block in `file` and their arrows: `Name -> A, B   text`.
    static func graph(in file: String, prefix: String) throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.components(separatedBy: "\n").drop { !$0.hasPrefix(prefix + "UDFKit ") }.prefix { $0.hasPrefix(prefix) && $0.count > prefix.count && !$0.hasPrefix("```") }
        var graph: [String: Set<String>] = [:]
        for line in lines {
            let text = line.dropFirst(prefix.count)
            guard let name = text.split(separator: " ").first.map(String.init) else { continue }
            let rest = text.dropFirst(name.count).drop { $0 == " " }
            guard rest.hasPrefix("->") else {
                graph[name] = []
                continue
            }
            let arrows = rest.dropFirst(2).drop { $0 == " " }.components(separatedBy: "   ")[0]
            graph[name] = Set(arrows.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return graph
    }

    /// Every non-test target of the manifest and the names of what it depends on, from
    /// `swift package dump-package` (in a scratch folder of its own: no build, no lock).
    static func manifestDependencies() throws -> [String: Set<String>] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
        let output = scratch + ".json", errors = scratch + ".err"
        defer { [scratch, output, errors].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let pid = try Spawn.start("/usr/bin/env", ["swift", "package", "dump-package", "--package-path", root.path, "--scratch-path", scratch],
                                  output: .file(output), errors: errors)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        let targets = try #require(json?["targets"] as? [[String: Any]])
        var result: [String: Set<String>] = [:]
        for target in targets where target["type"] as? String != "test" {
            let dependencies = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap { $0.values.first?.first as? String }
            result[target["name"] as? String ?? ""] = Set(dependencies)
        }
        return result
    }

    /// The modules `import`ed by the sources of `module`.
    static func imports(of module: String) throws -> Set<String> {
        let folders = ["Sources/" + module, "Benchmarks/Sources/" + module, "Fuzz/Sources/" + module]
        guard let folder = folders.map({ root.appendingPathComponent($0) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var imported = Set<String>()
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                    imported.insert(String(words[index + 1]))
                }
            }
        }
        return imported
    }
}
