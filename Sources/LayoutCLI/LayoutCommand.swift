import LayoutEngine
import LayoutFixtures
import LayoutLints
import LayoutReport
import LayoutText
import StrictJSON

/// `layoutreg layout FILE`: lays out one case of one scenario, with no database.
struct LayoutCommand: Subcommand {
    static let spec = CommandSpec(
        name: "layout",
        summary: "Lay out one case of a scenario (or a SwiftUI file) and print its frames",
        arguments: ("FILE", 1...1),
        description: """
            Lays out one case of the scenario in FILE, with no database and no baselines. Axes not \
            given take the first value of the scenario's matrix. --container takes a container of \
            the matrix, a device preset (layoutreg list --presets), or WIDTHxHEIGHT. A FILE ending \
            in .swift is SwiftUI source: --view or --preview picks the view (by default its first \
            #Preview, or its only view), laid out with no strings (docs/swift-source.md).
            """,
        options: [
            .value("--container", "NAME|WxH", help: "The container to lay out in", default: .described("the matrix's first")),
            .value("--locale", "L", help: "A BCP-47 locale, resolved against the scenario's strings as iOS does; "
                   + "it lays out in the direction of the language shown", default: .described("the matrix's first")),
            OptionSpec(name: "--size-category", valueName: "C", choices: SizeCategories.sizeNames,
                       help: "xSmall … xxxLarge, accessibility1 … accessibility5, or UIKit's names (extraExtraLarge, "
                       + "accessibilityMedium, …)", defaultValue: .described("the matrix's first")),
            .choice("--string-set", StringSet.self, valueName: "S", help: StringSet.allCases.map(\.rawValue).joined(separator: ", "),
                    default: .described("the matrix's first")),
            .value("--values", "NAME=V,…", help: "The data values, spelled as in case keys (count=5,name=Al); "
                   + "names not given take the matrix's first", default: .described("the matrix's first of each")),
            .value("--view", "TYPE", help: "For a .swift FILE: the View struct to lay out", default: .described("its preview or only view")),
            .value("--preview", "NAME", help: "For a .swift FILE: the #Preview (or PreviewProvider) to lay out",
                   default: .described("its first")),
            Workspace.formatOption,
            Workspace.lintsOption,
            Workspace.fontsOption,
        ],
        exitStatus: "0 laid out, 2 bad input (nothing on standard output).",
        examples: ["layoutreg layout Fixtures/seeds/login-buttons.json --container iPhoneSE3 --locale de --format text",
                   "layoutreg layout Fixtures/seeds/login-buttons.json --locale ar --format svg",
                   "layoutreg layout Fixtures/seeds/login-buttons.json --container 320x480 --size-category accessibility3",
                   "layoutreg layout Fixtures/seeds/feed-header-values.json --locale ru --values count=21 --format text",
                   "layoutreg layout Fixtures/swift/LoginPreferenceSync.swift --view LoginView --format text"])

    var file: String
    var container: String?
    var locale: String?
    var sizeCategory: DynamicTypeSize?
    var stringSet: StringSet?
    var values: String?
    var format: Workspace.Format
    var fonts: String?
    var lints: LintSeverity?
    var swiftView: String?
    var swiftPreview: String?

    init(_ arguments: ArgumentParser.Parsed) throws(CommandError) {
        file = arguments.positionals[0]
        container = arguments.value("--container")
        locale = arguments.value("--locale")
        // The parser has refused names that are not a case of these.
        sizeCategory = arguments.value("--size-category").flatMap(SizeCategories.size(named:))
        stringSet = arguments.value("--string-set").flatMap(StringSet.init(rawValue:))
        values = arguments.value("--values")
        fonts = arguments.value(Workspace.fontsOption.name)
        format = arguments.value(Workspace.formatOption.name).flatMap(Workspace.Format.init(rawValue:)) ?? .json
        lints = Workspace.lintSeverity(arguments)
        swiftView = arguments.value("--view")
        swiftPreview = arguments.value("--preview")
    }

    func run(console: Console) throws -> ExitCode {
        let scenario: Scenario
        // Its strings file must be inside the fixtures folder (the nearest enclosing folder
        // named Fixtures), else inside the scenario's own folder.
        let root = ContainedPath.enclosingFolder(named: "Fixtures", of: file)
        if swiftView != nil || swiftPreview != nil {
            guard file.hasSuffix(".swift") else { throw CommandError("--view and --preview are for a .swift FILE") }
            guard swiftView == nil || swiftPreview == nil else { throw CommandError("give --view or --preview, not both") }
        }
        // A `--locale` the matrix does not show has its strings read too.
        let shown = locale.map { [$0] } ?? []
        do {
            if file.hasSuffix(".swift") {
                scenario = try ScenarioLoader.load(text: swiftScenario(), file: file, root: root, alsoShowing: shown)
            } else {
                scenario = try ScenarioLoader.load(file: file, root: root, alsoShowing: shown)
            }
        } catch { throw CommandError(error.description) }
        let layoutCase = try selectCase(scenario)
        let measurer = try Workspace.measurer(fonts: fonts)
        var engine = LayoutEngine(measurer: measurer)
        engine.reportsFixedFrames = lints != .off
        engine.reportsTexts = true
        let result: LayoutResult
        let environment = scenario.environment(for: layoutCase)
        var texts: [String: String] = [:], lineTexts: [String: [String]] = [:]
        do {
            result = try engine.layout(try engine.prepare(scenario.view), in: layoutCase.container.container, environment: environment)
            for text in result.texts {
                texts[text.path] = text.string
                if let request = text.request { lineTexts[text.path] = measurer.lineTexts(request) }
            }
        } catch {
            throw CommandError("\(file): \(error)")
        }
        let findings = LintPass(policy: scenario.lints.overridden(by: lints))
            .findings(in: result, container: layoutCase.container.container, environment: environment)
        switch format {
        case .json:
            console.print(FrameFormatter.json(scenario: scenario, layoutCase: layoutCase, result: result, texts: texts,
                                              lineTexts: lineTexts, findings: findings))
        case .text:
            if let outline = scenario.swiftOutline {
                console.print("read from Swift, each view with its source line:\n" + outline.map { "  " + $0 }.joined(separator: "\n") + "\n")
            }
            console.print(FrameFormatter.text(scenario: scenario, layoutCase: layoutCase, result: result, texts: texts,
                                              lineTexts: lineTexts, findings: findings))
        case .svg: console.print(FrameFormatter.svg(scenario: scenario, layoutCase: layoutCase, result: result))
        case .html: console.print(FrameFormatter.html(scenario: scenario, layoutCase: layoutCase, result: result))
        }
        for warning in result.warnings where format != .text { console.printError("warning: \(warning)") }
        return .success
    }

    /// A scenario of one case for a `.swift` FILE, named `swift/<file name>`, whose view is the file's.
    private func swiftScenario() -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var view = "\"swift\": " + JSONQuoting.quoted(name)
        if let swiftView { view += ", \"type\": " + JSONQuoting.quoted(swiftView) }
        if let swiftPreview { view += ", \"preview\": " + JSONQuoting.quoted(swiftPreview) }
        if swiftView == nil, swiftPreview == nil { view += ", \"only\": true" }
        return "{\"scenario\": " + JSONQuoting.quoted("swift/" + name.dropLast(".swift".count)) + ", \"view\": {" + view + "}}"
    }

    private func selectCase(_ scenario: Scenario) throws(CommandError) -> LayoutCase {
        let matrix = scenario.matrix
        var spec = matrix.containers[0]
        if let name = container {
            if let own = matrix.containers.first(where: { $0.name == name }) {
                spec = own
            } else if let preset = DevicePreset.named(name) {
                spec = preset
            } else if let box = ContainerSpec.parse(size: name) {
                spec = box
            } else {
                let guesses = DevicePreset.suggestions(for: name)
                throw CommandError("unknown container \"\(name)\": not in the scenario's matrix, not a device preset, not WIDTHxHEIGHT"
                                   + (guesses.isEmpty ? "" : " (did you mean \(guesses.joined(separator: " or "))?)"))
            }
        }
        return LayoutCase(container: spec, locale: locale ?? matrix.locales[0],
                          sizeCategory: sizeCategory ?? matrix.sizeCategories[0], stringSet: stringSet ?? matrix.stringSets[0],
                          values: try selectValues(matrix))
    }

    /// The values `--values` names (`count=5,name=Al`, as a case key spells them), each
    /// one of the matrix's; the matrix's first for the names it does not give.
    private func selectValues(_ matrix: Matrix) throws(CommandError) -> [CaseValue] {
        var chosen = matrix.valueCombinations[0]
        guard let values else { return chosen }
        for pair in values.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEscapes }
            guard parts.count == 2 else { throw CommandError("--values: expected NAME=VALUE, found \"\(pair)\"") }
            guard let i = chosen.firstIndex(where: { $0.name == parts[0] }), let axis = matrix.values.first(where: { $0.name == parts[0] }) else {
                throw CommandError("--values: the scenario has no value \"\(parts[0])\"; its values: "
                                   + (matrix.values.isEmpty ? "none" : matrix.values.map(\.name).joined(separator: ", ")))
            }
            guard let value = axis.values.first(where: { $0.description == parts[1] }) else {
                throw CommandError("--values: \"\(parts[0])\" has no value \"\(parts[1])\"; its values: "
                                   + axis.values.map(\.description).joined(separator: ", "))
            }
            chosen[i].value = value
        }
        return chosen
    }
}

extension String {
    /// The text a case key's `%XX` escapes stand for.
    fileprivate var removingPercentEscapes: String {
        var scalars = String.UnicodeScalarView()
        var rest = Substring(self)
        while let first = rest.first {
            if first == "%", rest.count >= 3, let value = UInt32(rest.dropFirst().prefix(2), radix: 16), let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
                rest = rest.dropFirst(3)
            } else {
                scalars.append(contentsOf: String(first).unicodeScalars)
                rest = rest.dropFirst()
            }
        }
        return String(scalars)
    }
}
