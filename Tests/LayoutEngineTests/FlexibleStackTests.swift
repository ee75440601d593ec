import Testing
@testable import LayoutEngine

/// Seed 004: `FlexibleStack` is an `HStack` with spacing 8 below the accessibility sizes and a
/// `VStack` with spacing 16 at them; children marked for one axis appear only on it.
@Suite struct FlexibleStackTests {
    static func row(vStackAlignment: HorizontalAlignment = .leading) -> ViewNode {
        ViewNode(.flexibleStack(hStackAlignment: .center, vStackAlignment: vStackAlignment), children: [
            .t("abcd", id: "t"),
            ViewNode(.spacer(minLength: nil), id: "s", onlyOnAxis: .horizontal),
            .rect(.frame(width: 20, height: 20), id: "r"),
        ])
    }

    /// Below the accessibility sizes: text, spacer, square with 8 between each, even beside the
    /// spacer (explicit spacing). 300 − 16 = 284; the square 20, the text 40, the spacer the rest:
    /// 284 − 60 = 224. x: 0, 48, 280. The row is 24 tall (the text), centred in 100: y 38.
    @Test(arguments: [DynamicTypeSize.large, .xSmall, .xxxLarge])
    func hStackBelowAccessibilitySizes(size: DynamicTypeSize) throws {
        let f = try layout(Self.row(), width: 300, height: 100, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["t"] == r(0, 38, 40, 24))
        #expect(f["s"] == r(48, 50, 224, 0))
        #expect(f["r"] == r(280, 40, 20, 20))
    }

    /// At accessibility sizes: a `VStack` with spacing 16, without the horizontal-only spacer.
    /// 24 + 16 + 20 = 60 tall, 40 wide, centred in 300 × 100: (130, 20).
    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility3, .accessibility5])
    func vStackAtAccessibilitySizes(size: DynamicTypeSize) throws {
        let f = try layout(Self.row(), width: 300, height: 100, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["t"] == r(130, 20, 40, 24))
        #expect(f["r"] == r(130, 60, 20, 20))
        #expect(f["s"] == nil)
        #expect(f["FlexibleStack/Spacer"] == nil)
    }

    /// `vStackAlignment` aligns the vertical form: trailing puts the square at 130 + 40 − 20 = 150.
    @Test func vStackAlignmentApplies() throws {
        let f = try layout(Self.row(vStackAlignment: .trailing), width: 300, height: 100,
                           environment: EnvironmentValues(dynamicTypeSize: .accessibility2))
        #expect(f["r"] == r(150, 60, 20, 20))
    }

    /// A child shown only on the vertical axis appears at accessibility sizes only.
    @Test(arguments: [(DynamicTypeSize.large, false), (.accessibility1, true)])
    func verticalOnlyChild(size: DynamicTypeSize, shown: Bool) throws {
        let view = ViewNode(.flexibleStack(hStackAlignment: .center, vStackAlignment: .leading), children: [
            .rect(.frame(width: 20, height: 20)),
            ViewNode(.rectangle, modifiers: [.frame(width: 10, height: 10)], id: "v", onlyOnAxis: .vertical),
        ])
        let f = try layout(view, width: 300, height: 100, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect((f["v"] != nil) == shown)
    }
}
