import LayoutEngine
import LayoutFixtures
import LayoutReport
import LayoutText

/// `layoutreg layout FILE`: lays out one case of one scenario, with no database.
struct LayoutCommand: Subcommand {
    static let spec = CommandSpec(
        name: "layout",
        summary: "Lay out one case of a scenario and print its frames",
        arguments: ("FILE", 1...1),
        description: """
            Lays out one case of the scenario in FILE, with no database and no baselines. Axes not \
            given take the first value of the scenario's matrix. --container takes a container of \
            the matrix, a device preset (layoutreg list --presets), or WIDTHxHEIGHT.
            """,
        options: [
            .value("--container", "NAME|WxH", help: "The container to lay out in", default: .described("the matrix's first")),
            .value("--locale", "L", help: "A BCP-47 locale; ar, he, fa and ur lay out right to left",
                   default: .described("the matrix's first")),
            .choice("--size-category", DynamicTypeSize.self, valueName: "C",
                    help: "xSmall … xxxLarge, accessibility1 … accessibility5", default: .described("the matrix's first")),
            .choice("--string-set", StringSet.self, valueName: "S", help: StringSet.allCases.map(\.rawValue).joined(separator: ", "),
                    default: .described("the matrix's first")),
            Workspace.formatOption,
            Workspace.fontsOption,
        ],
        exitStatus: "0 laid out, 2 bad input (nothing on standard output).",
        examples: ["layoutreg layout Fixtures/seeds/login.json --container iPhoneSE3 --locale de --format text",
                   "layoutreg layout Fixtures/seeds/login.json --locale ar --format svg",
                   "layoutreg layout Fixtures/seeds/login.json --container 320x480 --size-category accessibility3"])

    var file: String
    var container: String?
    var locale: String?
    var sizeCategory: DynamicTypeSize?
    var stringSet: StringSet?
    var format: Workspace.Format
    var fonts: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        file = arguments.positionals[0]
        container = arguments.value("--container")
        locale = arguments.value("--locale")
        // The parser has refused names that are not a case of these.
        sizeCategory = arguments.value("--size-category").flatMap(DynamicTypeSize.init(rawValue:))
        stringSet = arguments.value("--string-set").flatMap(StringSet.init(rawValue:))
        fonts = arguments.value(Workspace.fontsOption.name)
        format = arguments.value(Workspace.formatOption.name).flatMap(Workspace.Format.init(rawValue:)) ?? .json
    }

    func run(console: Console) throws -> ExitCode {
        let scenario: Scenario
        do { scenario = try ScenarioLoader.load(file: file) } catch { throw CommandError(error.description) }
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
        case .svg: console.print(FrameFormatter.svg(scenario: scenario, layoutCase: layoutCase, result: result))
        case .html: console.print(FrameFormatter.html(scenario: scenario, layoutCase: layoutCase, result: result))
        }
        for warning in result.warnings where format != .text { console.printError("warning: \(warning)") }
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
        return LayoutCase(container: spec, locale: locale ?? matrix.locales[0],
                          sizeCategory: sizeCategory ?? matrix.sizeCategories[0], stringSet: stringSet ?? matrix.stringSets[0])
    }
}
