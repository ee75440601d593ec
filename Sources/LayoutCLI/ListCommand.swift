import LayoutFixtures
import LayoutReport
import LayoutRunner
import StrictJSON

/// `layoutreg list`: the scenarios, their case counts and baselines; or the device presets.
struct ListCommand: Subcommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "List scenarios with their cases and baselines, or the device presets",
        description: """
            Lists every scenario under the fixtures folder with its file, its number of cases and \
            how many of them have a baseline. --cases lists every case; --filter only the cases \
            it matches; --presets lists the device presets a matrix may name. A scenario file that \
            cannot be read is reported and the others listed.
            """,
        options: [
            .flag("--presets", help: "The device presets: size in points, scale, safe area, idiom, size classes (width×height)"),
            .flag("--cases", help: "Every case, as scenario/case (the names --filter matches)"),
            RunCommand.filterOption,
            Workspace.fixturesOption,
            Workspace.baselinesOption,
        ],
        exitStatus: "0 listed, 2 bad input (a malformed fixture, listed with the others; a baseline file of the wrong shape, such as a case twice; "
            + "a --filter that matches no case).",
        examples: ["layoutreg list", "layoutreg list --cases | grep /ar/", "layoutreg list --presets"])

    var presets: Bool
    var cases: Bool
    var fixtures: String
    var baselines: String
    var filter: CaseFilter?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        presets = arguments.has("--presets")
        cases = arguments.has("--cases")
        fixtures = arguments.string(Workspace.fixturesOption.name)
        baselines = arguments.value(Workspace.baselinesOption.name) ?? fixtures + "/Baselines"
        filter = arguments.value(RunCommand.filterOption.name).map(CaseFilter.init)
    }

    func run(console: Console) throws -> ExitCode {
        if presets {
            for preset in DevicePreset.all {
                let c = preset.container
                let sides = c.safeArea.leading == 0 && c.safeArea.trailing == 0 ? ""
                    : ", leading \(Int(c.safeArea.leading)), trailing \(Int(c.safeArea.trailing))"
                let classes = [c.horizontalSizeClass, c.verticalSizeClass].map { $0?.rawValue ?? "-" }.joined(separator: "×")
                console.print("\(TextColumns.pad(preset.name, 25)) \(Int(c.size.width))×\(Int(c.size.height)) @\(Int(c.scale))x"
                              + "  safe area top \(Int(c.safeArea.top)), bottom \(Int(c.safeArea.bottom))\(sides)"
                              + "  \(c.idiom.rawValue) \(classes)")
            }
            return .success
        }
        let catalog: FixtureCatalog
        do { catalog = try FixtureCatalog.load(directory: fixtures, collectingProblems: true) } catch {
            throw CommandError(error.description)
        }
        if filter != nil || (catalog.scenarios.isEmpty && !catalog.problems.isEmpty) {
            try Workspace.requireCases(in: catalog, filter: filter, fixtures: fixtures)
        }
        let directory = BaselineDirectory(path: baselines)
        do { try directory.recover() } catch { throw CommandError(error.description) }
        var total = 0, approved = 0
        var listed = 0
        for scenario in catalog.scenarios {
            let keys = scenario.matrix.cases.map(\.key).filter { filter?.matches(scenario: scenario.name, caseKey: $0) ?? true }
            guard !keys.isEmpty else { continue }
            listed += 1
            let stored = Set(try directory.caseKeys(scenario: scenario.name) ?? [])
            let withBaseline = keys.filter(stored.contains).count
            total += keys.count
            approved += withBaseline
            if cases {
                for key in keys {
                    console.print(TerminalText.escaped("\(scenario.name)/\(key)") + (!stored.contains(key) ? "  (no baseline)" : ""))
                }
            } else {
                console.print("\(TextColumns.pad(TerminalText.escaped(scenario.name), 40)) \(TextColumns.pad("\(keys.count) cases", 10)) "
                              + "\(withBaseline) with baselines  \(TerminalText.escaped(scenario.file))")
            }
        }
        console.print("\(listed) scenarios, \(total) cases, \(approved) with baselines")
        Workspace.reportProblems(catalog, console: console)
        return catalog.problems.isEmpty ? .success : .badInput
    }
}
