import LayoutEngine
import Testing
@testable import LayoutLints

/// One small scenario per lint kind, each with exactly its expected finding, and clean
/// look-alikes that must give none. Text is measured with the fixed-advance measurer: a
/// character is half an em, a line 1.2 em.
@Suite struct LintPassTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var view: ViewNode
        var size = DynamicTypeSize.large
        var container = LayoutContainer(size: Size(width: 200, height: 400), scale: 2)
        var direction = LayoutDirection.leftToRight
        /// `kind path: detail`, in order.
        var expected: [String]
        var testDescription: String { name }
    }

    static func text(_ string: String, lineLimit: Int? = nil, _ modifiers: [Modifier] = [], id: String? = nil) -> ViewNode {
        ViewNode(.text(.verbatim(string), lineLimit: lineLimit), modifiers: modifiers, id: id)
    }

    static func rectangle(_ width: Double, _ height: Double, _ more: [Modifier] = [], id: String? = nil) -> ViewNode {
        ViewNode(.shape(.rectangle), modifiers: [.frame(width: .points(width), height: .points(height), alignment: .center)] + more,
                 id: id)
    }

    static func button(_ width: Double, _ height: Double) -> ViewNode {
        ViewNode(.button, children: [rectangle(width, height)])
    }

    static let small = Modifier.font(.system(size: 10))

    static let cases: [Case] = [
        // Each word of 20 pt on a line of its own in 30 pt; two lines allowed.
        Case(name: "truncated by its line limit",
             view: ViewNode(.vStack(alignment: .center, spacing: nil), children: [
                 text("aaaa bbbb cccc", lineLimit: 2, [small, .frame(width: .points(30), height: nil, alignment: .center)]),
             ]),
             expected: ["truncated VStack/Text: needs 3 lines, has 2"]),
        // 68 pt of text at large fits 70 pt; at accessibility3 it needs 160.
        Case(name: "fits at large", view: text("Hi there", lineLimit: 1, [.frame(width: .points(70), height: nil, alignment: .center)]),
             expected: []),
        Case(name: "truncated at accessibility3",
             view: text("Hi there", lineLimit: 1, [.frame(width: .points(70), height: nil, alignment: .center)]),
             size: .accessibility3, expected: ["truncated Text: needs 2 lines, has 1"]),
        // A 17 pt line is 20.5 pt tall at 2x: a 10 pt high frame cannot hold it.
        Case(name: "clipped by a short frame",
             view: ViewNode(.vStack(alignment: .center, spacing: nil), children: [
                 text("Hi", [.frame(width: nil, height: .points(10), alignment: .center)], id: "title"),
             ]),
             expected: ["clipped VStack/Text #title: lines 20.5 pt tall in a frame 10 pt tall"]),
        Case(name: "overflows the trailing safe-area edge",
             view: rectangle(180, 10, [.offset(x: 18.5, y: 0)]),
             container: LayoutContainer(size: Size(width: 200, height: 400), scale: 2, safeArea: EdgeInsets(trailing: 20)),
             expected: ["overflow Rectangle: extends 18.5 pt past the trailing safe-area edge"]),
        // An offset towards leading: the right side of a right-to-left screen.
        Case(name: "overflows the leading edge in right-to-left",
             view: rectangle(180, 10, [.offset(x: -18.5, y: 0)]),
             container: LayoutContainer(size: Size(width: 200, height: 400), scale: 2, safeArea: EdgeInsets(leading: 20)),
             direction: .rightToLeft,
             expected: ["overflow Rectangle: extends 18.5 pt past the leading safe-area edge"]),
        Case(name: "fills the safe area exactly", view: rectangle(180, 10),
             container: LayoutContainer(size: Size(width: 200, height: 400), scale: 2, safeArea: EdgeInsets(trailing: 20)),
             expected: []),
        // A 40 pt image in a row of fixed 20 pt height.
        Case(name: "overflows its fixed height",
             view: ViewNode(.hStack(alignment: .center, spacing: nil),
                            children: [ViewNode(.image(width: 50, height: 40, resizable: false))],
                            modifiers: [.frame(width: nil, height: .points(20), alignment: .center)]),
             expected: ["overflow HStack: extends 10 pt past the top and 10 pt past the bottom of its fixed 20 pt height",
                        "overflow HStack/Image: extends 10 pt past the top and 10 pt past the bottom of its fixed 20 pt height"]),
        // A 50 × 40 image in a row of fixed 30 × 20 pt: past all four edges, both sizes named.
        Case(name: "overflows its fixed width and height",
             view: ViewNode(.hStack(alignment: .center, spacing: nil),
                            children: [ViewNode(.image(width: 50, height: 40, resizable: false))],
                            modifiers: [.frame(width: .points(30), height: .points(20), alignment: .center)]),
             expected: ["overflow HStack: extends 10 pt past the top and 10 pt past the leading and 10 pt past the bottom "
                            + "and 10 pt past the trailing of its fixed 30 pt width × 20 pt height",
                        "overflow HStack/Image: extends 10 pt past the top and 10 pt past the leading and 10 pt past the "
                            + "bottom and 10 pt past the trailing of its fixed 30 pt width × 20 pt height"]),
        // 600 pt of content in a 400 pt screen: below the fold, scrolled to, not cut off.
        Case(name: "a scroll view's content below the fold",
             view: ViewNode(.scrollView(axes: .vertical), children: [
                 ViewNode(.vStack(alignment: .center, spacing: 0), children: [rectangle(180, 300), rectangle(180, 300)]),
             ]),
             expected: []),
        // A vertical scroll view does not scroll sideways: a row too wide for it, centred across, still overflows.
        Case(name: "a scroll view's row past its cross axis",
             view: ViewNode(.scrollView(axes: .vertical), children: [
                 ViewNode(.hStack(alignment: .center, spacing: 0), children: [rectangle(180, 500), rectangle(44, 500)]),
             ]),
             expected: ["overflow ScrollView/HStack: extends 12 pt past the leading and 12 pt past the trailing safe-area edges",
                        "overflow ScrollView/HStack/Rectangle[0]: extends 12 pt past the leading safe-area edge",
                        "overflow ScrollView/HStack/Rectangle[1]: extends 12 pt past the trailing safe-area edge"]),
        // The same row in a scroll view along both axes is scrolled to on both.
        Case(name: "a scroll view along both axes",
             view: ViewNode(.scrollView(axes: [.horizontal, .vertical]), children: [
                 ViewNode(.hStack(alignment: .center, spacing: 0), children: [rectangle(180, 500), rectangle(44, 500)]),
             ]),
             expected: []),
        // 224 pt of row centred in 200: the row passes both edges, and what is cut off is named:
        // the rectangle on the leading side, the button (not also its label) on the trailing side.
        Case(name: "a button pushed off screen",
             view: ViewNode(.hStack(alignment: .center, spacing: 0), children: [rectangle(180, 44), button(44, 44)]),
             expected: ["overflow HStack: extends 12 pt past the leading and 12 pt past the trailing safe-area edges",
                        "overflow HStack/Rectangle: extends 12 pt past the leading safe-area edge",
                        "overflow HStack/Button: extends 12 pt past the trailing safe-area edge"]),
        Case(name: "overlaps a neighbour",
             view: ViewNode(.hStack(alignment: .center, spacing: -12), children: [
                 rectangle(50, 20), rectangle(50, 20, id: "price"),
             ]),
             expected: ["overlap HStack/Rectangle[0]: overlaps #price by 12 × 20 pt"]),
        Case(name: "neighbours that touch",
             view: ViewNode(.hStack(alignment: .center, spacing: 0), children: [rectangle(50, 20), rectangle(50, 20)]),
             expected: []),
        Case(name: "layers of a ZStack",
             view: ViewNode(.zStack(alignment: .center), children: [rectangle(50, 20), text("Hi")]),
             expected: []),
        Case(name: "a view and its overlay",
             view: rectangle(50, 20, [.overlay(text("Hi", [small]), .center), .background(ViewNode(.color), .center)]),
             expected: []),
        Case(name: "a group in a ZStack",
             view: ViewNode(.zStack(alignment: .center), children: [
                 ViewNode(.group, children: [rectangle(50, 20), rectangle(40, 20)]),
             ]),
             expected: []),
        Case(name: "a 44 × 44 button", view: button(44, 44), expected: []),
        Case(name: "a 43.5 × 44 button", view: button(43.5, 44),
             expected: ["tapTarget Button: 43.5 × 44 pt, under 44 × 44"]),
        Case(name: "a fixed font at large", view: text("Hi", [.font(.system(size: 14))]), expected: []),
        Case(name: "a text style at accessibility3", view: text("Hi", [.font(.style(.caption))]), size: .accessibility3,
             expected: []),
        Case(name: "a fixed font at accessibility3", view: text("Hi", [.font(.system(size: 14))]), size: .accessibility3,
             expected: ["fixedFont Text: fixed 14 pt font at accessibility3, does not follow Dynamic Type"]),
        // A concatenation: a run in a fixed size is found, and the joined text is what is cut.
        Case(name: "a concatenation with a fixed-size run at accessibility3",
             view: ViewNode(.text(.concatenation([StyledText(.verbatim("Hi")),
                                                  StyledText(.verbatim(" there"), modifiers: [.font(.system(size: 14))])]))),
             size: .accessibility3,
             expected: ["fixedFont Text: fixed 14 pt font at accessibility3, does not follow Dynamic Type"]),
        Case(name: "a truncated concatenation",
             view: ViewNode(.text(.concatenation([StyledText(.verbatim("aaaa bbbb")), StyledText(.verbatim(" cccc"))]),
                                  lineLimit: 1),
                            modifiers: [small, .frame(width: .points(30), height: nil, alignment: .center)]),
             expected: ["truncated Text: needs 3 lines, has 1"]),
    ]

    static func findings(_ c: Case, policy: LintPolicy = .default) throws -> [Finding] {
        var engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        engine.reportsFixedFrames = true
        let environment = EnvironmentValues(dynamicTypeSize: c.size, layoutDirection: c.direction,
                                            displayScale: c.container.scale)
        let result = try engine.layout(c.view, in: c.container, environment: environment)
        return LintPass(policy: policy).findings(in: result, container: c.container, environment: environment)
    }

    static func describe(_ f: Finding) -> String {
        "\(f.kind.rawValue) \(f.path)" + (f.viewID.map { " #" + $0 } ?? "") + ": \(f.detail)"
    }

    @Test(arguments: cases)
    func findsExactlyTheExpected(_ c: Case) throws {
        #expect(try Self.findings(c).map(Self.describe) == c.expected)
    }

    @Test func offFindsNothingAndSeverityFollowsThePolicy() throws {
        let overlap = try #require(Self.cases.first { $0.name == "overlaps a neighbour" })
        #expect(try Self.findings(overlap, policy: LintPolicy(.off)).isEmpty)
        var policy = LintPolicy.default
        policy[.overlap] = .fail
        #expect(try Self.findings(overlap, policy: policy).map(\.severity) == [.fail])
        policy[.overlap] = .off
        #expect(try Self.findings(overlap, policy: policy).isEmpty)
    }

    @Test func allowSilencesOnlyTheKindsItNames() throws {
        var view = Self.text("aaaa bbbb cccc", lineLimit: 2, [Self.small, .frame(width: .points(30), height: nil, alignment: .center)])
        view.allow = ["truncated"]
        #expect(try Self.findings(Case(name: "allowed", view: view, expected: [])).isEmpty)
        view.allow = ["overlap"]
        #expect(try Self.findings(Case(name: "other kind", view: view, expected: [])).map(\.kind) == [.truncated])
    }

    @Test func anOverlapSweepOfManyRowsComparesNeighboursOnly() throws {
        // 500 rows that each overlap the next by 2 pt: exactly 499 findings, each naming the next row.
        let rows = (0..<500).map { _ in Self.rectangle(50, 10) }
        let view = ViewNode(.vStack(alignment: .center, spacing: -2), children: rows)
        let c = Case(name: "rows", view: view, container: LayoutContainer(size: Size(width: 200, height: 5000), scale: 2),
                     expected: [])
        let found = try Self.findings(c)
        #expect(found.count == 499)
        #expect(found.allSatisfy { $0.kind == .overlap && $0.detail == "overlaps VStack/Rectangle[\(Int($0.path.split(separator: "[")[1].dropLast())! + 1)] by 50 × 2 pt" })
    }

    @Test(arguments: [("overlaps #price by 12 × 20.3 pt", "overlaps #price by  ×  pt"),
                      ("overlaps #row2 by 1 × 2 pt", "overlaps #row2 by  ×  pt"),
                      ("needs 3 lines, has 2", "needs  lines, has "),
                      ("overlaps VStack/Text[10] by 1.5 × 2 pt", "overlaps VStack/Text[10] by  ×  pt"),
                      // Code points name characters: another one is another finding.
                      ("no font covers U+10900 Phnx, U+0E01 Thai in th", "no font covers U+10900 Phnx, U+0E01 Thai in th")])
    func baselineKeysDropOnlyMeasurements(detail: String, stripped: String) {
        #expect(Finding.withoutNumbers(detail) == stripped)
    }

    @Test(arguments: [(12.0, "12"), (20.333, "20.3"), (18.5, "18.5"), (-0.04, "0"), (43.95, "44"), (0.05, "0.1")])
    func pointsAreRoundedToATenth(value: Double, text: String) {
        #expect(Finding.points(value) == text)
    }
}
