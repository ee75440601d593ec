import LayoutEngine
import LayoutFixtures
import LayoutText
import StrictJSON
import SwiftSource
import Foundation
import Testing

/// The seed articles' views, written in Swift (`Fixtures/swift/`), lay out to exactly the
/// frames of their JSON transcriptions (`Fixtures/seeds/`) in every case of the seeds' matrices:
/// the Swift front end reads them into the same model.
@Suite struct SeedEquivalenceTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var seed: String
        var swift: String
        var type: String
        var images = ""
        var testDescription: String { "\(seed) = \(swift) \(type)" }
    }

    static let heart = #", "images": {"heart": {"width": 15, "height": 13}}"#

    static let pairs: [Pair] = [
        Pair(seed: "login-buttons", swift: "LoginButtons.swift", type: "LoginView"),
        Pair(seed: "login-infinite-frames", swift: "LoginInfiniteFrames.swift", type: "LoginView"),
        Pair(seed: "login-geometry-reader", swift: "LoginGeometryReader.swift", type: "LoginView"),
        Pair(seed: "login-lazy-hgrid", swift: "LoginLazyHGrid.swift", type: "LoginView"),
        Pair(seed: "login-preference-sync", swift: "LoginPreferenceSync.swift", type: "LoginView"),
        Pair(seed: "aligned-labels", swift: "AlignedLabels.swift", type: "ContentView", images: heart),
        Pair(seed: "aligned-labels-synced", swift: "AlignedLabels.swift", type: "SyncedContentView", images: heart),
        Pair(seed: "weights-geometry-reader", swift: "Weights.swift", type: "HeightsView"),
        Pair(seed: "weights-geometry-reader-hstack", swift: "Weights.swift", type: "WidthsView"),
        Pair(seed: "weighted-vstack", swift: "Weights.swift", type: "WeightedRows"),
        Pair(seed: "weighted-hstack", swift: "Weights.swift", type: "WeightedColumns"),
        Pair(seed: "row-hstack", swift: "Rows.swift", type: "HStackRow"),
        Pair(seed: "row-flexible-stack", swift: "Rows.swift", type: "Row"),
        Pair(seed: "size-picker", swift: "SizePicker.swift", type: "SizeSelectionView"),
        Pair(seed: "size-picker-fixed-width", swift: "SizePicker.swift", type: "FixedWidthSizeSelectionView"),
        Pair(seed: "size-picker-synced", swift: "SizePicker.swift", type: "SyncedSizeSelectionView"),
    ]

    init() { SwiftSourceTranslator.install() }

    @Test(arguments: pairs)
    func swiftLaysOutAsItsSeed(_ pair: Pair) throws {
        let fixtures = SwiftScenario.packageRoot + "/Fixtures"
        let seed = try ScenarioLoader.load(file: "\(fixtures)/seeds/\(pair.seed).json", root: fixtures)
        let seedText = try String(contentsOfFile: "\(fixtures)/seeds/\(pair.seed).json", encoding: .utf8)
        let document = try #require(try JSONParser.parse(seedText).object)
        let matrix = JSONWriter().string(JSONOutput(try #require(document["matrix"])))
        let strings = document["strings"].map { ", \"strings\": " + JSONWriter().string(JSONOutput($0)) } ?? ""
        let text = #"{"scenario": "swift/\#(pair.seed)", "matrix": \#(matrix)\#(strings), "#
            + #""view": {"swift": "\#(pair.swift)", "type": "\#(pair.type)"\#(pair.images)}}"#
        let swift = try ScenarioLoader.load(text: text, file: "\(fixtures)/swift/\(pair.seed).json", root: fixtures)

        let engine = LayoutEngine(measurer: try HarfBuzzTextMeasurer())
        let seedView = try engine.prepare(seed.view), swiftView = try engine.prepare(swift.view)
        #expect(seed.matrix.cases.count == swift.matrix.cases.count)
        #expect(seed.matrix.cases.count >= 1)
        for layoutCase in seed.matrix.cases {
            let expected = try engine.layout(seedView, in: layoutCase.container.container, environment: seed.environment(for: layoutCase))
            let actual = try engine.layout(swiftView, in: layoutCase.container.container, environment: swift.environment(for: layoutCase))
            let (got, want) = (Array(actual.frames), Array(expected.frames))
            #expect(got.count == want.count, "\(layoutCase.key): \(got.count) frames, the seed has \(want.count)")
            if let i = got.indices.first(where: { $0 < want.count && got[$0] != want[$0] }) {
                Issue.record("\(layoutCase.key): frame \(i) is \(got[i]), the seed's is \(want[i])")
            }
            if got != want { break }
        }
    }
}
