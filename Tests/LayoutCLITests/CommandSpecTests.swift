import Foundation
@testable import LayoutCLI
import Testing

/// Every command's options are declared once, with their help; these tests hold the
/// declarations to that and the README's command table to the declarations.
@Suite struct CommandSpecTests {
    static let specs = CLI.commands.map { $0.spec }

    @Test(arguments: specs.map(\.name))
    func everyOptionHasHelpAndAValueName(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        #expect(!spec.summary.isEmpty && !spec.description.isEmpty && !spec.exitStatus.isEmpty && !spec.examples.isEmpty)
        for option in spec.options {
            #expect(option.name.hasPrefix("--") && option.name.count > 2, "\(command) \(option.name)")
            #expect(!option.help.trimmingCharacters(in: .whitespaces).isEmpty, "\(command) \(option.name) has no help text")
            #expect(!option.help.hasSuffix("."), "\(command) \(option.name): help is a phrase; `Default:` follows it")
            if let valueName = option.valueName {
                #expect(!valueName.isEmpty, "\(command) \(option.name) has an empty value name")
            }
        }
    }

    @Test(arguments: specs.map(\.name))
    func helpHasTheSameSectionsAndEveryOption(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        let run = layoutreg(command, "--help")
        #expect(run.code == 0)
        #expect(run.err.isEmpty)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Usage: " + spec.usage)
        #expect(lines.contains(spec.summary + "."))
        let sections = lines.filter { ["Options:", "Examples:"].contains($0) || $0.hasPrefix("Exit status: ") }
        #expect(sections.map { $0.hasPrefix("Exit status: ") ? "Exit status:" : $0 } == ["Options:", "Exit status:", "Examples:"])
        for option in spec.options {
            #expect(spec.usage.contains("[\(option.synopsis)]"), "\(command): usage lacks \(option.name)")
            #expect(lines.contains { $0.hasPrefix("  " + option.synopsis + " ") || $0 == "  " + option.synopsis },
                    "\(command): --help lacks \(option.synopsis)")
            if case let .value(text) = option.defaultValue {
                #expect(run.out.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
                    .contains("Default: " + text), "\(command) \(option.name): default not shown")
            }
        }
        #expect(lines.contains { $0.hasPrefix("  -h, --help ") })
        for example in spec.examples { #expect(lines.contains("  $ " + example)) }
    }

    @Test(arguments: specs.map(\.name))
    func theParserAcceptsExactlyTheDeclaredOptions(command: String) throws {
        let spec = try #require(Self.specs.first { $0.name == command })
        let positionals = Array(repeating: "FILE", count: spec.arguments.count.lowerBound)
        for option in spec.options {
            let given = option.isFlag ? [option.name] : [option.name, option.choices?.first ?? "1"]
            let parsed = try spec.parser.parse(given + positionals)
            if option.isFlag { #expect(parsed.has(option.name)) } else { #expect(parsed.value(option.name) == given[1]) }
        }
        #expect(throws: CommandError.self) { try spec.parser.parse(["--undeclared"] + positionals) }
    }

    @Test func examplesParse() throws {
        for spec in Self.specs {
            for example in spec.examples {
                let words = Self.shellWords(example)
                let arguments = Array(words.dropFirst(2).prefix { $0 != "|" })
                #expect(Array(words.prefix(2)) == ["layoutreg", spec.name], "\(example)")
                #expect((try? spec.parser.parse(arguments)) != nil, "\(example) does not parse")
            }
        }
    }

    /// `text` split as a POSIX shell splits words, for the single quotes the examples use.
    static func shellWords(_ text: String) -> [String] {
        var words: [String] = [], word: String?, quoted = false
        for character in text {
            if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }

    /// The README's table of commands, `| `usage` | what it does |`, has one row per command
    /// whose first cell is the command's usage line, every option included.
    @Test func readmeCommandTableMatchesTheDeclarations() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `layoutreg ") }.map { row in
            // The first cell, with Markdown's escaped pipes as the usage line has them.
            let cell = row.dropFirst(3).prefix { $0 != "`" }
            return cell.replacingOccurrences(of: "\\|", with: "|")
        }
        #expect(rows.sorted() == Self.specs.map(\.usage).sorted())
    }

    @Test func optionsAreSharedNotRedeclared() {
        // The same name must mean the same option in every command that takes it.
        var byName: [String: OptionSpec] = [:]
        for option in Self.specs.flatMap(\.options) {
            if let seen = byName[option.name] { #expect(seen == option, "\(option.name) is declared twice, differently") }
            byName[option.name] = option
        }
    }

    /// A command reads its options by name; a name it does not declare traps. Building every
    /// command with every option given reads each of them once.
    @Test(arguments: specs.map(\.name))
    func everyCommandReadsItsOptionsByTheirDeclaredNames(command: String) throws {
        let type = try #require(CLI.commands.first { $0.spec.name == command })
        var arguments = Array(repeating: "FILE", count: type.spec.arguments.count.lowerBound)
        for option in type.spec.options {
            guard let valueName = option.valueName else { arguments.append(option.name); continue }
            let value = option.choices?.first ?? ["N": "1", "I/N": "1/1"][valueName] ?? "x"
            arguments += [option.name, value]
        }
        _ = try type.init(type.spec.parser.parse(arguments))
    }
}
