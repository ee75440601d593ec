import Foundation
@testable import LayoutCLI
import Testing

/// docs/ci.md's workflows call layoutreg by commands and options that exist: a renamed
/// option fails here rather than in a user's pipeline.
@Suite struct CIRecipeTests {
    /// Every `layoutreg COMMAND …` in the file's code blocks, with a YAML folded line's
    /// continuation (`--db …` on the next line) joined on.
    static func commandLines() throws -> [String] {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/ci.md")
        let lines = try String(contentsOf: doc, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inCode = false
        var found: [String] = []
        for (i, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); continue }
            guard inCode, let range = line.range(of: "layoutreg ") else { continue }
            var command = String(line[range.upperBound...])
            if i + 1 < lines.count, lines[i + 1].trimmingCharacters(in: .whitespaces).hasPrefix("--") {
                command += " " + lines[i + 1].trimmingCharacters(in: .whitespaces)
            }
            found.append(command)
        }
        return found
    }

    @Test func everyCommandLineNamesACommandAndItsDeclaredOptions() throws {
        let lines = try Self.commandLines()
        #expect(lines.count >= 8, "\(lines)")
        for line in lines {
            let words = line.split(separator: " ").map(String.init)
            let command = try #require(CLI.commands.first { $0.spec.name == words.first }, "\(line)")
            let declared = Set(command.spec.options.map(\.name))
            for word in words where word.hasPrefix("--") {
                let name = String(word.prefix { $0 != "=" })
                #expect(declared.contains(name), "docs/ci.md: `layoutreg \(line)`: \(command.spec.name) has no option \(name)")
            }
        }
        let used = Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(used.isSuperset(of: ["run", "merge", "history"]))
    }
}
