import LayoutEngine
@testable import LayoutFixtures
import Testing

/// `If`s on `horizontalSizeClass` and `verticalSizeClass` read each preset's size classes,
/// landscape included: an iPhone is compact × regular in portrait and compact × compact in
/// landscape, where a Max model is regular wide; an iPad is regular both ways. Laid out with
/// the fixed-advance measurer in a 20-pt font: 10 pt a character.
@Suite struct SizeClassConditionTests {
    /// A profile row that stacks in a compact width and sits side by side in a regular one,
    /// and a caption shown only in a compact height.
    static let scenario = #"""
        {"scenario": "s",
         "matrix": {"containers": ["iPhone16", "iPhone16-landscape", "iPhone16ProMax-landscape", "iPadMini",
                                   "iPadMini-landscape", "MacBookPro14"]},
         "view": {"type": "VStack", "modifiers": [{"font": {"size": 20}}], "children": [
           {"type": "If", "condition": {"horizontalSizeClass": "compact"},
            "then": {"type": "VStack", "spacing": 0, "children": [
              {"type": "Text", "verbatim": "Ada", "id": "name"}, {"type": "Text", "verbatim": "@ada", "id": "handle"}]},
            "else": {"type": "HStack", "spacing": 0, "children": [
              {"type": "Text", "verbatim": "Ada", "id": "name"}, {"type": "Text", "verbatim": "@ada", "id": "handle"}]}},
           {"type": "If", "condition": {"verticalSizeClass": "compact"},
            "then": {"type": "Text", "verbatim": "short", "id": "short"}}]}}
        """#

    /// The frames of the case `key`, by `id`.
    static func frames(_ key: String) throws -> [String: Rect] {
        let scenario = try ScenarioLoader.load(text: scenario, file: "s.json")
        let layoutCase = try #require(scenario.matrix.cases.first { $0.key == key })
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let prepared = try engine.prepare(scenario.view)
        let result = try engine.layout(prepared, in: layoutCase.container.container,
                                       environment: scenario.environment(for: layoutCase))
        return Dictionary(result.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    /// Compact wide: "@ada" (40 wide) under "Ada" (30), so the handle starts a line lower
    /// (24 pt, a 20-pt line at 1.2) and is centred in the 40-pt column: both start at the
    /// column's leading edge + (40 − width) / 2. Regular wide: side by side, the handle
    /// 30 pt after the name on the same line. The caption only in a compact height.
    @Test(arguments: [
        ("iPhone16/en/large/base", true, false),
        ("iPhone16-landscape/en/large/base", true, true),
        ("iPhone16ProMax-landscape/en/large/base", false, true),
        ("iPadMini/en/large/base", false, false),
        ("iPadMini-landscape/en/large/base", false, false),
        ("MacBookPro14/en/large/base", false, false),
    ])
    func branchesFollowThePresetsSizeClasses(_ key: String, stacked: Bool, short: Bool) throws {
        let f = try Self.frames(key)
        let name = try #require(f["name"]), handle = try #require(f["handle"])
        if stacked {
            #expect(handle.minY - name.minY == 24)
            #expect(name.minX - handle.minX == 5)
        } else {
            #expect(handle.minY == name.minY)
            #expect(handle.minX - name.minX == 30)
        }
        #expect((f["short"] != nil) == short)
    }

    /// The tree is built per combination of size classes laid out, and one prepared view
    /// serves them all: laying out the iPad case first does not change the iPhone's.
    @Test func onePreparedViewServesEverySizeClass() throws {
        let scenario = try ScenarioLoader.load(text: Self.scenario, file: "s.json")
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let prepared = try engine.prepare(scenario.view)
        var stacked: [String: Bool] = [:]
        for layoutCase in scenario.matrix.cases {
            let result = try engine.layout(prepared, in: layoutCase.container.container,
                                           environment: scenario.environment(for: layoutCase))
            let f = Dictionary(result.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
            let name = try #require(f["name"]), handle = try #require(f["handle"])
            stacked[layoutCase.container.name] = handle.minY > name.minY
        }
        #expect(stacked == ["iPhone16": true, "iPhone16-landscape": true, "iPhone16ProMax-landscape": false,
                            "iPadMini": false, "iPadMini-landscape": false, "MacBookPro14": false])
    }

    /// A container with no size classes (a custom box) answers no to every size-class test.
    @Test func aBoxWithoutSizeClassesAnswersNo() throws {
        for subject in [ViewCondition.Subject.horizontalSizeClass(.compact), .horizontalSizeClass(.regular),
                        .verticalSizeClass(.compact), .verticalSizeClass(.regular)] {
            let view = ViewNode(.conditional(ViewCondition(subject)),
                                children: [ViewNode(.text(.verbatim("yes")), id: "yes"),
                                           ViewNode(.text(.verbatim("no")), id: "no")])
            let result = try LayoutEngine(measurer: FixedAdvanceTextMeasurer())
                .layout(view, in: LayoutContainer(size: Size(width: 300, height: 100)), environment: EnvironmentValues())
            let names = Set(result.frames.map(\.name))
            #expect(names.contains("no") && !names.contains("yes"))
        }
    }

    /// `environment(\.horizontalSizeClass, …)` on a subtree: the `If` inside reads the value
    /// set there, whatever the container's; an `If` outside still reads the container's. The
    /// iPad (regular wide) stacks the inner row; the iPhone (compact) sets it side by side.
    @Test(arguments: [("iPadMini/en/large/base", "compact", true), ("iPhone16/en/large/base", "regular", false)])
    func aSubtreeSetsTheSizeClassItsConditionsRead(_ key: String, _ set: String, stacked: Bool) throws {
        let text = #"""
            {"scenario": "s", "matrix": {"containers": ["iPhone16", "iPadMini"]},
             "view": {"type": "VStack", "modifiers": [{"font": {"size": 20}}], "children": [
               {"type": "If", "condition": {"horizontalSizeClass": "compact"},
                "then": {"type": "Text", "verbatim": "c", "id": "outerCompact"}},
               {"type": "If", "condition": {"horizontalSizeClass": "compact"}, "modifiers": [{"environment": {"horizontalSizeClass": "SET"}}],
                "then": {"type": "VStack", "spacing": 0, "children": [
                  {"type": "Text", "verbatim": "Ada", "id": "name"}, {"type": "Text", "verbatim": "@ada", "id": "handle"}]},
                "else": {"type": "HStack", "spacing": 0, "children": [
                  {"type": "Text", "verbatim": "Ada", "id": "name"}, {"type": "Text", "verbatim": "@ada", "id": "handle"}]}}]}}
            """#.replacingOccurrences(of: "SET", with: set)
        let scenario = try ScenarioLoader.load(text: text, file: "s.json")
        let layoutCase = try #require(scenario.matrix.cases.first { $0.key == key })
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let result = try engine.layout(try engine.prepare(scenario.view), in: layoutCase.container.container,
                                       environment: scenario.environment(for: layoutCase))
        let f = Dictionary(result.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let name = try #require(f["name"]), handle = try #require(f["handle"])
        #expect((handle.minY > name.minY) == stacked)
        // The If outside the modifier reads the container: compact on the iPhone only.
        #expect((f["outerCompact"] != nil) == key.hasPrefix("iPhone"))
    }

    /// A size class the fixture misspells is an error naming the valid ones.
    @Test func aMisspelledSizeClassIsAnError() {
        let text = #"{"scenario": "s", "view": {"type": "If", "condition": {"horizontalSizeClass": "compat"}, "#
            + #""then": {"type": "Text", "verbatim": "a"}}}"#
        #expect(throws: (any Error).self) { try ScenarioLoader.load(text: text, file: "s.json") }
        do {
            _ = try ScenarioLoader.load(text: text, file: "s.json")
        } catch {
            #expect("\(error)".contains("compact"))
        }
    }
}
