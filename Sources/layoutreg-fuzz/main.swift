#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutRunner
import StrictJSON

// layoutreg-fuzz TARGET SECONDS SEED CORPUS-FILE...
//
// Mutates the corpus files with a seeded mutator and feeds each input to one reader for
// SECONDS of wall time: a crash (a trap, an abort) ends the process, leaving the input in
// `fuzz-crash-<target>-<seed>.bin` in the current folder; every error thrown is a finding
// only if it is not the reader's own, located error. Prints executions and distinct
// outcomes (a rough measure of coverage: how many different messages the inputs reached).
let arguments = CommandLine.arguments
guard arguments.count >= 5, let seconds = Double(arguments[2]), let seed = UInt64(arguments[3]) else {
    print("usage: layoutreg-fuzz json|scenario|catalog|strings|baseline SECONDS SEED CORPUS-FILE...")
    exit(2)
}
let target = arguments[1]
let corpus: [[UInt8]] = arguments[4...].compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
guard !corpus.isEmpty else {
    print("layoutreg-fuzz: no readable corpus file")
    exit(2)
}

/// The input of the current execution, kept on disk so that a crash leaves it behind.
let crashFile = "fuzz-crash-\(target)-\(seed).bin"
let crashDescriptor = open(crashFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

func keep(_ bytes: [UInt8]) {
    ftruncate(crashDescriptor, 0)
    _ = bytes.withUnsafeBytes { pwrite(crashDescriptor, $0.baseAddress, $0.count, 0) }
}

let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())

/// Runs one input through `target`; returns a short name of what happened.
func execute(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        switch target {
        case "json":
            _ = try JSONParser.parse(text)
        case "scenario":
            let scenario = try ScenarioLoader.load(text: text, file: "fuzz.json", root: "/nonexistent")
            // Lay out the first case (and the last): the numbers read must not trap the engine.
            for layoutCase in [scenario.matrix.cases.first, scenario.matrix.cases.last].compactMap({ $0 }) {
                do {
                    let result = try engine.layout(scenario.view, in: layoutCase.container.container,
                                                   environment: scenario.environment(for: layoutCase))
                    for frame in result.frames where !LayoutLimits.contains(frame.frame) {
                        fatalError("frame out of range: \(frame)")
                    }
                } catch {
                    return "layout: " + String(describing: error).prefix(60)
                }
            }
        case "catalog":
            _ = try StringCatalogReader.catalog(text: text, file: "fuzz.xcstrings")
        case "strings":
            _ = try StringsFileParser.parse(text)
        case "baseline":
            // What parses formats, approved lint findings included, and the formatted text
            // reads back to itself.
            func format(_ parsed: BaselineTextReader.Parsed) -> String {
                BaselineTextWriter.format(scenario: "s", header: [], cases: parsed.cases.map { (key: $0.key, frames: $0.value) },
                                    findings: parsed.findings)
            }
            let first = format(try BaselineTextReader.parse(text))
            guard format(try BaselineTextReader.parse(first)) == first else { fatalError("baseline round trip differs") }
        default:
            print("layoutreg-fuzz: unknown target \(target)")
            exit(2)
        }
        return "ok"
    } catch let error as any JSONError {
        return "json: " + error.message.prefix(60)
    } catch let error as FixtureError {
        // Every fixture error is located: file:line:column, or the file.
        guard error.description.hasPrefix("fuzz.") else { fatalError("unlocated fixture error: \(error)") }
        return "fixture: " + error.description.split(separator: ":").dropFirst(3).joined().prefix(60)
    } catch let error as StringsFileParser.Failure {
        guard error.line >= 1, error.column >= 1 else { fatalError("unlocated strings error: \(error)") }
        return "strings: " + error.message.prefix(60)
    } catch let error as BaselineTextReader.ParseError {
        guard error.line >= 1, error.column >= 1 else { fatalError("unlocated baseline error: \(error)") }
        return "baseline: " + error.message.prefix(60)
    } catch {
        return "other: " + String(describing: error).prefix(60)
    }
}

/// An outcome without its numbers and quoted values: `fixture: expected a number, found`.
func coarse(_ outcome: String) -> String {
    var kept = ""
    var quoted = false
    for character in outcome {
        if character == "\"" { quoted.toggle(); continue }
        if !quoted && (character.isLetter || character == " " || character == ":") { kept.append(character) }
    }
    return String(kept.prefix(48))
}

var mutator = Mutator(seed: seed)
let clock = ContinuousClock()
let deadline = clock.now + .milliseconds(Int(seconds * 1000))
var executions = 0
var outcomes: [String: Int] = [:]
// Interesting inputs (those with a new outcome) join the corpus, as coverage-guided fuzzers do.
var pool = corpus
while clock.now < deadline {
    for _ in 0..<64 {
        let input = mutator.mutate(pool[mutator.below(pool.count)], splicing: pool[mutator.below(pool.count)])
        keep(input)
        let outcome = coarse(execute(input))
        if outcomes[outcome] == nil, pool.count < 2000 { pool.append(input) }
        outcomes[outcome, default: 0] += 1
        executions += 1
    }
}
close(crashDescriptor)
unlink(crashFile)
print("\(target): \(executions) executions, \(outcomes.count) distinct outcomes, \(pool.count - corpus.count) inputs kept, 0 crashes")
