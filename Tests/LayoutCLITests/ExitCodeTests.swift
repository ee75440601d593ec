import Foundation
import Testing
import TestSupport

/// Every command exits 0 on a pass, 1 on regressions, 2 on bad input or a selection that
/// matches nothing, whatever command it is.
@Suite(.serialized) struct ExitCodeTests {
    enum Situation: String, CaseIterable, Sendable {
        /// Recorded and unchanged.
        case pass
        /// Recorded, then a view's width changed.
        case regression
        /// A scenario file that cannot be read, beside a good one (or a missing database).
        case badInput
        /// A selection that names nothing there is.
        case noMatch
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var situation: Situation
        var arguments: [String]
        var code: Int32
        /// Said on standard error, for the codes that are not 0.
        var message: String?
        /// Commands run first, after the shared record and run.
        var setup: [[String]] = []
        var testDescription: String { "\(arguments.joined(separator: " ")) (\(situation.rawValue)) -> \(code)" }
    }

    /// Every command × situation that applies to it. `record` has no regression (it approves
    /// whatever it lays out); `layout`, `history`, `merge`, `prune` and `init` compare
    /// nothing.
    static let rows: [Row] = [
        Row(situation: .pass, arguments: ["run"], code: 0),
        Row(situation: .regression, arguments: ["run"], code: 1),
        Row(situation: .badInput, arguments: ["run"], code: 2, message: "broken.json:1:"),
        Row(situation: .noMatch, arguments: ["run", "--filter", "nothing"], code: 2, message: "no case matches --filter 'nothing'"),
        Row(situation: .pass, arguments: ["record"], code: 0),
        Row(situation: .regression, arguments: ["record", "--mode", "failed"], code: 0),
        Row(situation: .badInput, arguments: ["record"], code: 2, message: "broken.json:1:"),
        Row(situation: .noMatch, arguments: ["record", "--filter", "nothing"], code: 2, message: "no case matches --filter 'nothing'"),
        Row(situation: .pass, arguments: ["layout", "Fixtures/box.json"], code: 0),
        Row(situation: .badInput, arguments: ["layout", "Fixtures/broken.json"], code: 2, message: "broken.json:1:"),
        Row(situation: .noMatch, arguments: ["layout", "Fixtures/box.json", "--container", "iPhone99"], code: 2,
            message: "unknown container \"iPhone99\""),
        Row(situation: .pass, arguments: ["list"], code: 0),
        Row(situation: .badInput, arguments: ["list"], code: 2, message: "broken.json:1:"),
        Row(situation: .noMatch, arguments: ["list", "--filter", "nothing"], code: 2, message: "no case matches --filter 'nothing'"),
        Row(situation: .pass, arguments: ["history"], code: 0),
        Row(situation: .badInput, arguments: ["history", "--db", "missing.sqlite"], code: 2, message: "no database at missing.sqlite"),
        Row(situation: .noMatch, arguments: ["history", "--scenario", "demo/bxo"], code: 2,
            message: "no scenario \"demo/bxo\" in .layoutreg/layoutreg.sqlite (did you mean \"demo/box\"?)"),
        Row(situation: .pass, arguments: ["merge", "m.sqlite", ".layoutreg/layoutreg.sqlite"], code: 0),
        Row(situation: .badInput, arguments: ["merge", "m.sqlite", "missing.sqlite"], code: 2, message: "no database at missing.sqlite"),
        Row(situation: .noMatch, arguments: ["merge", "m.sqlite", "empty.sqlite"], code: 2,
            message: "no runs in empty.sqlite: nothing to merge", setup: [["record", "--db", "empty.sqlite"]]),
        Row(situation: .pass, arguments: ["prune", "--keep-runs", "1"], code: 0),
        Row(situation: .badInput, arguments: ["prune", "--keep-runs", "1", "--db", "missing.sqlite"], code: 2,
            message: "no database at missing.sqlite"),
        Row(situation: .pass, arguments: ["init", "--fixtures", "Starter"], code: 0),
        Row(situation: .badInput, arguments: ["init"], code: 2, message: "Fixtures already has scenario files"),
        Row(situation: .badInput, arguments: ["run", "--jobs", "0"], code: 2, message: "--jobs expects a positive whole number"),
        Row(situation: .badInput, arguments: ["frobnicate"], code: 2, message: "unknown command"),
    ]

    @Test(arguments: rows)
    func exitCode(row: Row) throws {
        let folder = try TeamProject.make()
        defer { folder.remove() }
        #expect(layoutreg(["record"], in: folder.path).code == 0)
        #expect(layoutreg(["run"], in: folder.path).code == 0)
        switch row.situation {
        case .pass, .noMatch:
            break
        case .regression:
            try folder.write("Fixtures/box.json", TeamProject.box.replacingOccurrences(of: "\"width\": 100", with: "\"width\": 120"))
        case .badInput:
            try folder.write("Fixtures/broken.json", "{\"scenario\": \"demo/broken\",, }")
        }
        for command in row.setup { #expect(layoutreg(command, in: folder.path).code == 0) }
        let result = layoutreg(row.arguments, in: folder.path)
        #expect(result.code == row.code, "\(result.out)\(result.err)")
        if let message = row.message { #expect(result.err.contains(message), "\(result.err)") }
    }

    /// Each command's `--help` states what its exit codes mean.
    @Test(arguments: ["run", "record", "layout", "list", "history", "merge", "prune", "init"])
    func helpNamesTheExitCodes(command: String) {
        let help = layoutreg(command, "--help")
        #expect(help.code == 0)
        #expect(help.out.contains("Exit status: 0 "), "\(help.out)")
        #expect(help.out.contains(" 2 bad input"), "\(help.out)")
    }
}
