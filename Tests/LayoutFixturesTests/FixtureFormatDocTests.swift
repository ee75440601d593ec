import Foundation
@testable import LayoutFixtures
import Testing

/// `docs/fixture-format.md` describes everything the reader accepts: each view type, modifier,
/// scenario key and matrix axis has a section of its own (a `### \`name\`` heading) with an
/// example, and no section describes a name the reader does not accept.
@Suite struct FixtureFormatDocTests {
    /// The doc's sections: each `### \`name\`` heading under a `## ` chapter, and its text.
    static let sections: [String: [(name: String, text: String)]] = {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/fixture-format.md")
        let text = (try? String(contentsOf: doc, encoding: .utf8)) ?? ""
        var sections: [String: [(name: String, text: String)]] = [:]
        var chapter = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                chapter = String(line.dropFirst(3))
            } else if line.hasPrefix("### `"), line.hasSuffix("`") {
                sections[chapter, default: []].append((String(line.dropFirst(5).dropLast()), ""))
            } else if var last = sections[chapter]?.popLast() {
                last.text += line + "\n"
                sections[chapter]?.append(last)
            }
        }
        return sections
    }()

    static func names(in chapter: String) -> [String] {
        (sections[chapter] ?? []).map(\.name)
    }

    @Test func everyViewTypeHasASectionWithAnExample() {
        #expect(Self.names(in: "Views").sorted() == ViewReader.ViewType.names.sorted())
        for section in Self.sections["Views"] ?? [] {
            #expect(section.text.contains("```json"), "\(section.name) has no example")
        }
    }

    @Test func everyModifierHasASectionWithAnExample() {
        #expect(Self.names(in: "Modifiers").sorted() == ModifierReader.names.sorted())
        for section in Self.sections["Modifiers"] ?? [] {
            #expect(section.text.contains("```json"), "\(section.name) has no example")
        }
    }

    /// The keys come from the reader's own message for an unknown key, which lists every key
    /// it asked for: a key added to the reader without its section fails here.
    @Test func everyScenarioKeyAndMatrixAxisHasASection() throws {
        let scenarioKeys = try allowedKeys(#"{"scenario": "x", "view": {"type": "Color"}, "unknownKey": 1}"#)
        #expect(Self.names(in: "A scenario file").sorted() == scenarioKeys)
        let matrixKeys = try allowedKeys(#"{"scenario": "x", "view": {"type": "Color"}, "matrix": {"unknownKey": 1}}"#)
        #expect(Self.names(in: "The matrix").sorted() == matrixKeys)
        #expect(Set(scenarioKeys) == Set(ScenarioLoader.keys))
        #expect(Set(matrixKeys) == Set(ScenarioLoader.matrixKeys))
    }

    private func allowedKeys(_ json: String) throws -> [String] {
        do {
            _ = try ScenarioLoader.load(text: json, file: "doc.json")
            Issue.record("\(json) was accepted")
            return []
        } catch {
            let message = error.description
            let list = try #require(message.range(of: "allowed keys: ")).upperBound
            return message[list...].split(separator: ", ").map { String($0.dropFirst().dropLast()) }.sorted()
        }
    }
}
