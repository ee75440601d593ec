import Foundation
import LayoutStore

/// `layoutreg merge OUT A B …`: the shards of a CI run back into one run, and runs of other
/// databases into a history database.
struct MergeCommand: Subcommand {
    static let spec = CommandSpec(
        name: "merge",
        summary: "Combine shard databases into one run, and append runs to a history database",
        arguments: ("OUT A [B …]", 2...Int.max),
        description: """
            Merges the runs of the databases A, B, … into OUT (created and migrated when absent), in \
            one transaction (one per ten inputs: SQLite attaches ten at most). Shards of one run (`layoutreg run --shard I/N` with one --run-label, or \
            one commit) become one run, full once every shard from 1 to N is in; every other run is \
            appended whole. A run OUT already has is skipped: merging the same databases twice adds \
            nothing, so CI can merge the previous history and the new shards every time. Baselines \
            are not merged: the baseline files are their source.
            """,
        options: [RunCommand.runLabelOption],
        exitStatus: "0 merged (or nothing new), 2 bad input (a missing or foreign database, one of another schema "
            + "version, a shard with no label, shards of one label run with other fonts, no run in any input).",
        examples: ["layoutreg merge merged.sqlite shard-1.sqlite shard-2.sqlite shard-3.sqlite",
                   "layoutreg merge history.sqlite previous-history.sqlite merged.sqlite"])

    var output: String
    var inputs: [String]
    var label: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        output = arguments.positionals[0]
        inputs = Array(arguments.positionals.dropFirst())
        label = arguments.value(RunCommand.runLabelOption.name)
    }

    func run(console: Console) throws -> ExitCode {
        if let repeated = Dictionary(grouping: inputs, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw CommandError.usage("\(repeated) is given twice")
        }
        let store: LayoutStore
        do {
            // A refused input leaves no new output file behind.
            try LayoutStore.checkMergeInputs(inputs, into: output)
            store = try LayoutStore(path: output)
        } catch {
            throw CommandError("\(error)")
        }
        // SQLite attaches at most 10 databases at once: more inputs take one transaction per
        // ten. Merging is idempotent and shards join their run in any order, so a failure
        // halfway is repaired by merging the same inputs again.
        var report = MergeReport()
        let step = LayoutStore.mergeInputsPerTransaction
        for start in stride(from: 0, to: inputs.count, by: step) {
            do {
                let part = try store.merge(Array(inputs[start..<min(start + step, inputs.count)]), label: label)
                report.lines += part.lines
                report.appended += part.appended
                report.combined += part.combined
                report.skipped += part.skipped
            } catch {
                throw CommandError("\(error)" + (start == 0 ? "" : "\n(the first \(start) databases were merged; "
                                                 + "merging all of them again adds only the rest)"))
            }
        }
        for line in report.lines { console.print(line) }
        guard !report.lines.isEmpty else {
            throw CommandError("no runs in \(inputs.joined(separator: ", ")): nothing to merge")
        }
        console.print("merged into \(output): \(report.combined) shards combined, \(report.appended) runs appended, "
                      + "\(report.skipped) already there")
        return .success
    }
}
