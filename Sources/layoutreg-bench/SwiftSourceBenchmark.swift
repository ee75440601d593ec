#if LAYOUTREG_SWIFT_SOURCE
import Foundation
import LayoutEngine
import LayoutFixtures
import LayoutText
import StrictJSON
import SwiftSource

/// `layoutreg-bench swift`: what reading a view from Swift source costs, per file, next to
/// reading its JSON transcription and laying one case of it out.
enum SwiftSourceBenchmark {
    static let usage = "usage: layoutreg-bench swift [--rounds N] [--fonts DIR]   (run from the package folder)"

    /// The seed views in Swift, each with its type and the JSON seed it transcribes.
    static let files = [("LoginPreferenceSync.swift", "LoginView", "login-preference-sync"),
                        ("AlignedLabels.swift", "SyncedContentView", "aligned-labels-synced"),
                        ("Weights.swift", "WeightedRows", "weighted-vstack"),
                        ("Rows.swift", "Row", "row-flexible-stack")]

    static func run(arguments: [String]) throws {
        let options = try BenchmarkOptions(arguments, usage: usage, acceptsFonts: true)
        if options.helpRequested { print(usage); return }
        SwiftSourceTranslator.install()
        let engine = LayoutEngine(measurer: try HarfBuzzTextMeasurer(fontsDirectory: options.fontsDirectory))
        print("swift source benchmark: \(files.count) files, \(options.rounds) rounds; µs per file")
        print("  file                       bytes  translate  load Swift  load JSON  layout 1 case")
        for (file, type, seed) in files {
            let path = "Fixtures/swift/" + file
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let images = #", "images": {"heart": {"width": 15, "height": 13}}"#
            let scenario = #"{"scenario": "s", "strings": "../strings/Seeds.xcstrings", "view": {"swift": "\#(file)", "type": "\#(type)"\#(images)}}"#
            let translate = try time(options.rounds) {
                _ = try SwiftSourceTranslator.translate(source: source, file: path, selection: .type(type, arguments: [:]))
            }
            let loadSwift = try time(options.rounds) {
                _ = try ScenarioLoader.load(text: scenario, file: "Fixtures/swift/s.json", root: "Fixtures")
            }
            let loadJSON = try time(options.rounds) {
                _ = try ScenarioLoader.load(file: "Fixtures/seeds/\(seed).json", root: "Fixtures")
            }
            let loaded = try ScenarioLoader.load(text: scenario, file: "Fixtures/swift/s.json", root: "Fixtures")
            let layoutCase = loaded.matrix.cases[0]
            let environment = loaded.environment(for: layoutCase)
            _ = try engine.layout(loaded.view, in: layoutCase.container.container, environment: environment)
            let layout = try time(options.rounds) {
                _ = try engine.layout(loaded.view, in: layoutCase.container.container, environment: environment)
            }
            let columns = [(String(source.utf8.count), 6), (translate, 11), (loadSwift, 12), (loadJSON, 11), (layout, 15)]
            print("  " + TextColumns.pad(file, 26) + columns.map { TextColumns.pad($0, $1, alignRight: true) }.joined())
        }
    }

    /// The median of `rounds` runs of `body`, in whole microseconds.
    private static func time(_ rounds: Int, _ body: () throws -> Void) throws -> String {
        var samples: [Duration] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            try body()
            samples.append(ContinuousClock.now - start)
        }
        let median = samples.sorted()[samples.count / 2]
        let micros = Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) * 1e-12
        return String(Int(micros.rounded()))
    }
}
#endif
