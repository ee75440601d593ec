import Foundation
import Testing

/// The README and the docs link only to files inside the repository, and every link resolves:
/// a clone is all a reader has.
@Suite struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "Fonts/README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test(arguments: documents)
    func linksStayInsideTheRepository(document: String) throws {
        let file = Self.root.appendingPathComponent(document)
        let text = try String(contentsOf: file, encoding: .utf8)
        let folder = file.deletingLastPathComponent()
        var rest = text[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            rest = after[close...]
            if target.hasPrefix("#") { continue }
            #expect(!target.contains("://"), "\(document) links outside the repository: \(target)")
            let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
            let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
            #expect(resolved.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(document): \(target) leaves the repository")
            #expect(FileManager.default.fileExists(atPath: resolved), "\(document): \(target) does not exist")
        }
    }
}
