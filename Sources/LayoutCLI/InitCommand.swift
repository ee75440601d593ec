import Foundation
import LayoutFixtures

/// `layoutreg init`: a starter fixtures folder in a project of one's own.
struct InitCommand: Subcommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Start using layoutreg in this repository: a starter scenario and a .gitignore entry",
        description: """
            Writes a fixtures folder with one scenario to edit (a login form laid out on two \
            devices, in two languages, at two text sizes), adds the database's folder to \
            .gitignore (the database is history, kept by CI, not source), and prints the next \
            three commands. It refuses a fixtures folder that already has scenario files.
            """,
        options: [Workspace.fixturesOption, Workspace.databaseOption],
        exitStatus: "0 written, 2 bad input (the fixtures folder already has scenarios, or a file cannot be written).",
        examples: ["layoutreg init", "layoutreg init --fixtures UITests/Layout"])

    /// The starter scenario: text that wraps and grows, a flexible button and a spacer, so
    /// that a first edit shows what a regression looks like.
    static let starter = """
        {
          "scenario": "example/login",
          "summary": "A starter scenario written by `layoutreg init`: edit it, or copy it for each screen",
          "matrix": {
            "containers": ["iPhoneSE3", "iPhone16"],
            "locales": ["en", "ar"],
            "sizeCategories": ["large", "accessibility3"]
          },
          "view": {
            "type": "VStack",
            "spacing": 16,
            "children": [
              {"type": "Text", "verbatim": "Welcome back", "modifiers": [{"font": "title"}], "id": "title"},
              {"type": "Text", "verbatim": "Sign in to see your orders and saved addresses.", "id": "subtitle"},
              {"type": "Spacer"},
              {"type": "Button", "children": [{"type": "Text", "verbatim": "Sign in"}], "id": "signIn",
               "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"padding": true}]}
            ],
            "modifiers": [{"padding": true}]
          }
        }

        """

    var fixtures: String
    var database: String

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        fixtures = arguments.string(Workspace.fixturesOption.name)
        database = arguments.string(Workspace.databaseOption.name)
    }

    func run(console: Console) throws -> ExitCode {
        let existing = FixtureCatalog.scenarioFiles(in: fixtures)
        guard existing.isEmpty else {
            throw CommandError("\(fixtures) already has scenario files (\(existing[0])): init only starts a new fixtures folder")
        }
        let file = fixtures + "/example/login.json"
        do {
            try FileManager.default.createDirectory(atPath: fixtures + "/example", withIntermediateDirectories: true)
            try Data(Self.starter.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw CommandError("cannot write \(file): \(error.localizedDescription)")
        }
        console.print("wrote \(file)")
        let ignored = database == Workspace.defaultDatabase ? ".layoutreg/" : database
        if try addIgnore(ignored) { console.print("added \(ignored) to .gitignore") }
        let options = (fixtures == "Fixtures" ? "" : " --fixtures \(fixtures)") + (database == Workspace.defaultDatabase ? "" : " --db \(database)")
        console.print("""

            Next:
              layoutreg record\(options)      # approve the starter's frames as baselines (\(fixtures)/Baselines/)
              layoutreg run\(options)         # lay out again and compare: what CI runs
              git add .gitignore \(fixtures)   # commit the scenario with its baselines
            """)
        return .success
    }

    /// Adds `entry` to `.gitignore` in the current folder unless a line already says it;
    /// whether it was added.
    private func addIgnore(_ entry: String) throws(CommandError) -> Bool {
        let path = ".gitignore"
        let current = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lines = current.split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        let bare = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
        guard !lines.contains(where: { [entry, bare, "/" + entry, "/" + bare].contains($0) }) else { return false }
        let text = current + (current.isEmpty || current.hasSuffix("\n") ? "" : "\n") + "# layoutreg's run history (CI keeps it; see docs/ci.md)\n" + entry + "\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CommandError("cannot write .gitignore")
        }
        return true
    }
}
