@testable import LayoutCLI
import Testing

@Suite struct ArgumentParserTests {
    static let parser = ArgumentParser(
        options: [
            .value("--jobs", "N", help: "Threads"),
            .value("--note", "TEXT", help: "Why"),
            .value("--db", "PATH", help: "Database", default: .value("store.sqlite")),
            .choice("--mode", RecordMode.self, help: "Which cases", default: .all),
            .flag("--no-store", help: "Keep no history"),
        ],
        positionals: 0...1)

    enum RecordMode: String, CaseIterable { case all, missing, failed }

    func parse(_ arguments: String...) throws(CommandError) -> ArgumentParser.Parsed {
        try Self.parser.parse(arguments)
    }

    func usageError(_ arguments: String...) -> String? {
        usageError(arguments)
    }

    func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try Self.parser.parse(arguments)
            return nil
        } catch {
            #expect(error.code == .badInput)
            #expect(error.showsUsage)
            return error.message
        }
    }

    @Test(arguments: [["--jobs", "3"], ["--jobs=3"]])
    func valueSeparateOrAfterEquals(arguments: [String]) throws {
        let parsed = try Self.parser.parse(arguments)
        #expect(parsed.value("--jobs") == "3")
        #expect(try parsed.positiveInt("--jobs") == 3)
        #expect(parsed.positionals.isEmpty)
    }

    @Test func aValueMayContainEqualsAndStartWithADash() throws {
        #expect(try parse("--note=a=b").value("--note") == "a=b")
        #expect(try parse("--note", "-x").value("--note") == "-x")
        #expect(try parse("--note=").value("--note") == "")
    }

    @Test func absentOptionsGiveTheirDeclaredDefault() throws {
        let parsed = try parse()
        #expect(parsed.value("--jobs") == nil)
        #expect(parsed.string("--db") == "store.sqlite")
        #expect(parsed.choice("--mode", as: RecordMode.self) == .all)
        #expect(!parsed.has("--no-store"))
        #expect(try parse("--db", "other.sqlite").string("--db") == "other.sqlite")
    }

    @Test func choicesAreCheckedWhenParsed() throws {
        #expect(try parse("--mode", "failed").choice("--mode", as: RecordMode.self) == .failed)
        #expect(usageError("--mode", "some") == "--mode expects all, missing or failed, got \"some\"")
    }

    @Test(arguments: [
        (["--jobs", "1", "--jobs", "2"], "--jobs is given twice; give it once"),
        (["--jobs=1", "--jobs", "2"], "--jobs is given twice; give it once"),
        (["--no-store", "--no-store"], "--no-store is given twice; give it once"),
        (["-h", "--help"], "--help is given twice; give it once"),
    ])
    func anOptionGivenTwiceIsAnError(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func flagsTakeNoValue() throws {
        #expect(try parse("--no-store").has("--no-store"))
        #expect(usageError("--no-store=yes") == "--no-store takes no value")
        // A word after a flag is a positional argument, not the flag's value.
        #expect(try parse("--no-store", "yes").positionals == ["yes"])
    }

    @Test(arguments: [
        (["--jobz", "2"], "unknown option --jobz (did you mean --jobs?)"),
        (["--nostore"], "unknown option --nostore (did you mean --no-store?)"),
        (["--mdoe", "all"], "unknown option --mdoe (did you mean --mode?)"),
        (["--jo", "2"], "unknown option --jo"),
        (["--not", "why"], "unknown option --not (did you mean --note?)"),
        (["--colour=red"], "unknown option --colour"),
        (["-j", "2"], "unknown option -j"),
    ])
    func unknownOptionNamesItAndTheClosestDeclaredOne(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func unknownOptionExitsTwoFromTheCommandLine() {
        let run = layoutreg("run", "--jobz", "2")
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("layoutreg run: unknown option --jobz (did you mean --jobs?)"), "\(run.err)")
        #expect(run.err.contains("Usage: " + RunCommand.spec.usage))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let parsed = try parse("--jobs", "2", "--", "--no-store")
        #expect(parsed.positionals == ["--no-store"])
        #expect(!parsed.has("--no-store"))
        #expect(!(try parse("--", "-h")).wantsHelp)
        #expect(try parse("-").positionals == ["-"])
    }

    @Test(arguments: [
        (["--jobs"], "--jobs needs a value: --jobs N"),
        (["--jobs", "--no-store"], "--jobs needs a value: --jobs N"),
        (["--note", "--db", "x"], "--note needs a value: --note TEXT"),
    ])
    func missingValue(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func positionalCountIsChecked() throws {
        #expect(try parse("a").positionals == ["a"])
        #expect(usageError("a", "b") == "unexpected argument \"b\"")
        let one = ArgumentParser(options: [], positionals: 1...1)
        #expect(throws: CommandError.self) { try one.parse([]) }
        // Help needs no arguments.
        #expect(try one.parse(["-h"]).wantsHelp)
    }

    @Test(arguments: ["0", "-1", "two", "1.5"])
    func positiveIntRefusesOtherText(text: String) throws {
        let parsed = try parse("--jobs=" + text)
        #expect(throws: CommandError.self) { try parsed.positiveInt("--jobs") }
    }
}
