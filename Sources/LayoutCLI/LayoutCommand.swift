import LayoutEngine
import LayoutFixtures
import LayoutReport
import LayoutText

/// `layoutreg layout FILE`: lays out one case of one scenario, with no database.
struct LayoutCommand: Subcommand {
    static let name = "layout"
    static let summary = "Lay out one case of a scenario and print its frames"
    static let usage = "layoutreg layout FILE [--container NAME|WxH] [--locale L] [--size-category C] [--string-set S] [--format json|text] [--fonts DIR]"
    static let help = """
        Axes not given take the first value of the scenario's matrix. --container takes a
        container of the matrix, a device preset (layoutreg list --presets), or WIDTHxHEIGHT.

        Options:
          --container NAME|WxH   The container to lay out in
          --locale L             A BCP-47 locale; ar, he, fa and ur lay out right to left
          --size-category C      xSmall … xxxLarge, accessibility1 … accessibility5
          --string-set S         base, double, accented, bounded, expanded
          --format F             json (one object, as in the fixture spec) or text. Default: json
          --fonts DIR            A fonts folder with a fonts.json manifest

        Exit status: 0 laid out, 2 bad input (nothing on standard output).
        """
    static let parser = ArgumentParser(
        options: ["--container", "--locale", "--size-category", "--string-set", "--format", "--fonts"],
        positionals: 1...1)

    enum Format: String { case json, text }

    var file: String
    var container: String?
    var locale: String?
    var sizeCategory: String?
    var stringSet: String?
    var format: Format
    var fonts: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        file = arguments.positionals[0]
        container = arguments.value("--container")
        locale = arguments.value("--locale")
        sizeCategory = arguments.value("--size-category")
        stringSet = arguments.value("--string-set")
        fonts = arguments.value("--fonts")
        let formatName = arguments.value("--format") ?? "json"
        guard let format = Format(rawValue: formatName) else {
            throw .usage("--format expects json or text, got \"\(formatName)\"")
        }
        self.format = format
    }

    func run(console: Console) throws -> ExitCode {
        let scenario: Scenario
        // Its strings file must be inside the fixtures folder (the nearest enclosing folder
        // named Fixtures), else inside the scenario's own folder.
        let root = ContainedPath.enclosingFolder(named: "Fixtures", of: file)
        do { scenario = try ScenarioLoader.load(file: file, root: root) } catch { throw CommandError(error.description) }
        let layoutCase = try selectCase(scenario)
        let engine = LayoutEngine(measurer: try Workspace.measurer(fonts: fonts))
        let result: LayoutResult
        do {
            result = try engine.layout(scenario.view, in: layoutCase.container.container,
                                       environment: scenario.environment(for: layoutCase))
        } catch {
            throw CommandError("\(file): \(error)")
        }
        switch format {
        case .json: console.print(FrameFormatter.json(scenario: scenario, layoutCase: layoutCase, result: result))
        case .text: console.print(FrameFormatter.text(scenario: scenario, layoutCase: layoutCase, result: result))
        }
        for warning in result.warnings where format == .json { console.printError("warning: \(warning)") }
        return .success
    }

    private func selectCase(_ scenario: Scenario) throws(CommandError) -> LayoutCase {
        let matrix = scenario.matrix
        var spec = matrix.containers[0]
        if let name = container {
            if let own = matrix.containers.first(where: { $0.name == name }) {
                spec = own
            } else if let preset = DevicePreset.named(name) {
                spec = ContainerSpec(name: preset.name, container: preset.container)
            } else if let box = ContainerSpec.parse(size: name) {
                spec = box
            } else {
                let guesses = DevicePreset.suggestions(for: name)
                throw CommandError("unknown container \"\(name)\": not in the scenario's matrix, not a device preset, not WIDTHxHEIGHT"
                                   + (guesses.isEmpty ? "" : " (did you mean \(guesses.joined(separator: " or "))?)"))
            }
        }
        var size = matrix.sizeCategories[0]
        if let name = sizeCategory {
            guard let found = DynamicTypeSize(rawValue: name) else {
                throw CommandError("unknown size category \"\(name)\"; expected one of "
                                   + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
            }
            size = found
        }
        var set = matrix.stringSets[0]
        if let name = stringSet {
            guard let found = StringSet(rawValue: name) else {
                throw CommandError("unknown string set \"\(name)\"; expected one of "
                                   + StringSet.allCases.map(\.rawValue).joined(separator: ", "))
            }
            set = found
        }
        return LayoutCase(container: spec, locale: locale ?? matrix.locales[0], sizeCategory: size, stringSet: set)
    }
}
