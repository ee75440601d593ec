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
            how many of them have a baseline. --cases lists every case; --presets lists the \
            device presets a matrix may name.
            """,
        options: [
            .flag("--presets", help: "The device presets: size in points, scale, safe area"),
            .flag("--cases", help: "Every case, as scenario/case (the names --filter matches)"),
            Workspace.fixturesOption,
            Workspace.baselinesOption,
        ],
        exitStatus: "0 listed, 2 bad input (a malformed fixture or baseline).",
        examples: ["layoutreg list", "layoutreg list --cases | grep /ar/", "layoutreg list --presets"])

    var presets: Bool
    var cases: Bool
    var fixtures: String
    var baselines: String

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        presets = arguments.has("--presets")
        cases = arguments.has("--cases")
        fixtures = arguments.string(Workspace.fixturesOption.name)
        baselines = arguments.value(Workspace.baselinesOption.name) ?? fixtures + "/Baselines"
    }

    func run(console: Console) throws -> ExitCode {
        if presets {
            for preset in DevicePreset.all {
                let c = preset.container
                console.print("\(TextColumns.pad(preset.name, 16)) \(Int(c.size.width))×\(Int(c.size.height)) @\(Int(c.scale))x"
                              + "  safe area top \(Int(c.safeArea.top)), bottom \(Int(c.safeArea.bottom))")
            }
            return .success
        }
        let catalog: FixtureCatalog
        do { catalog = try FixtureCatalog.load(directory: fixtures) } catch { throw CommandError(error.description) }
        let directory = BaselineDirectory(path: baselines)
        do { try directory.recover() } catch { throw CommandError(error.description) }
        var total = 0, approved = 0
        for scenario in catalog.scenarios {
            let stored = try directory.read(scenario: scenario.name) ?? [:]
            let keys = scenario.matrix.cases.map(\.key)
            let withBaseline = keys.filter { stored[$0] != nil }.count
            total += keys.count
            approved += withBaseline
            if cases {
                for key in keys {
                    console.print(TerminalText.escaped("\(scenario.name)/\(key)") + (stored[key] == nil ? "  (no baseline)" : ""))
                }
            } else {
                console.print("\(TextColumns.pad(TerminalText.escaped(scenario.name), 40)) \(TextColumns.pad("\(keys.count) cases", 10)) "
                              + "\(withBaseline) with baselines  \(TerminalText.escaped(scenario.file))")
            }
        }
        console.print("\(catalog.scenarios.count) scenarios, \(total) cases, \(approved) with baselines")
        return .success
    }
}
