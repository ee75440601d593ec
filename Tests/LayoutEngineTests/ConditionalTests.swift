import Testing
@testable import LayoutEngine

/// `If`: the first child where the condition holds at the case's Dynamic Type size, else the
/// second (or nothing). Labels are 20-pt fixed-advance texts (10 pt a character, 24 pt a line),
/// which do not scale, so that only the branch changes the frames.
@Suite struct ConditionalTests {
    /// An `HStack` of "ab" and "cd" (spacing 8), or a `VStack` of them (spacing 8).
    static func header(_ condition: ViewCondition, withElse: Bool = true) -> ViewNode {
        let texts: [ViewNode] = [.t("ab", id: "a"), .t("cd", id: "b")]
        let vertical = ViewNode.vStack(spacing: 8, alignment: .leading, texts)
        let horizontal = ViewNode.hStack(spacing: 8, texts)
        return ViewNode(.conditional(condition), children: withElse ? [vertical, horizontal] : [vertical],
                        modifiers: [.frame(width: 200, height: 200, alignment: .topLeading)])
    }

    @Test(arguments: [
        // ">=accessibility1": xxxLarge is below, so the HStack: "cd" at 20 + 8 = 28.
        (ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1), DynamicTypeSize.xxxLarge, false),
        // Exactly at the threshold: the VStack, "cd" at y 24 + 8 = 32.
        (ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1), .accessibility1, true),
        (ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1), .accessibility5, true),
        (ViewCondition(dynamicTypeSize: .greater, .accessibility1), .accessibility1, false),
        (ViewCondition(dynamicTypeSize: .greater, .accessibility1), .accessibility2, true),
        (ViewCondition(dynamicTypeSize: .less, .large), .medium, true),
        (ViewCondition(dynamicTypeSize: .less, .large), .large, false),
        (ViewCondition(dynamicTypeSize: .lessOrEqual, .large), .large, true),
        (ViewCondition(dynamicTypeSize: .lessOrEqual, .large), .xLarge, false),
        (ViewCondition(dynamicTypeSize: .equal, .xLarge), .large, false),
        (ViewCondition(dynamicTypeSize: .equal, .xLarge), .xLarge, true),
        (ViewCondition(dynamicTypeSize: .equal, .xLarge), .xxLarge, false),
    ])
    func branch(_ condition: ViewCondition, _ size: DynamicTypeSize, vertical: Bool) throws {
        #expect(condition.holds(at: size) == vertical)
        let f = try layout(Self.header(condition), width: 200, height: 200,
                           environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["a"] == r(0, 0, 20, 24))
        #expect(f["b"] == (vertical ? r(0, 32, 20, 24) : r(28, 0, 20, 24)))
        #expect(f[vertical ? "If/VStack" : "If/HStack"] != nil)
    }

    /// Without an `else`, a condition that does not hold shows nothing.
    @Test func noElse() throws {
        let view = Self.header(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1), withElse: false)
        let below = try layout(view, width: 200, height: 200)
        #expect(below["a"] == nil)
        let above = try layout(view, width: 200, height: 200, environment: EnvironmentValues(dynamicTypeSize: .accessibility3))
        #expect(above["a"] == r(0, 0, 20, 24))
    }

    /// A tree is built per run of sizes that answer alike: one for a tree that asks nothing,
    /// two for ">=accessibility1" (xSmall…xxxLarge, accessibility1…5), three for "==xLarge"
    /// (below, at, above), and a nested condition only in the branch that asks it.
    @Test(arguments: [
        (ViewNode.t("a"), 1),
        (header(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1)), 2),
        (header(ViewCondition(dynamicTypeSize: .equal, .xLarge)), 3),
        (ViewNode(.conditional(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1)),
                  children: [header(ViewCondition(dynamicTypeSize: .equal, .accessibility3)), .t("small")]), 4),
    ])
    func templatesPerRun(_ view: ViewNode, count: Int) throws {
        let prepared = try PreparedView(view)
        #expect(prepared.templates.count == count)
        for size in DynamicTypeSize.allCases {
            let built = try PreparedView.Template(view, dynamicTypeSize: size, lintFacts: true)
            #expect(prepared.template(for: size).paths == built.paths, "at \(size)")
        }
    }
}
