import Testing
@testable import LayoutEngine

/// `@ScaledMetric(relativeTo:)` lengths in frames: the value at `large`, times the text style's
/// point size over its size at `large` (Apple's Dynamic Type table, reference §3).
@Suite struct ScaledMetricTests {
    @Test(arguments: [
        // body: 17 pt at large, so 34 stays 34.
        (34.0, Font.TextStyle.body, DynamicTypeSize.large, 34.0),
        // body 23 at xxxLarge: 34 × 23 / 17 = 46.
        (34, .body, .xxxLarge, 46),
        // body 40 at accessibility3: 34 × 40 / 17 = 80.
        (34, .body, .accessibility3, 80),
        // body 14 at xSmall: 34 × 14 / 17 = 28.
        (34, .body, .xSmall, 28),
        // caption 12 at large, 43 at accessibility5: 24 × 43 / 12 = 86.
        (24, .caption, .accessibility5, 86),
    ])
    func frameWidth(value: Double, style: Font.TextStyle, size: DynamicTypeSize, width: Double) throws {
        let view = ViewNode.rect(Modifier.frame(width: Length.scaled(value, relativeTo: style), height: Length.points(10), alignment: .center), id: "r")
        let f = try layout(view, width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["r"]?.size == Size(width: width, height: 10))
    }

    /// In a flexible frame too: a minimum height of 17 (body) is 40 at accessibility3.
    @Test func flexibleFrameMinimum() throws {
        let view = ViewNode.rect(.flexibleFrame(FlexibleFrame(minHeight: .scaled(17, relativeTo: .body))),
                                 .fixedSize(horizontal: false, vertical: true), id: "r")
        let f = try layout(view, width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: .accessibility3))
        #expect(f["r"]?.height == 40)
    }

    /// A scaled length makes the tree differ at every size: one tree per size.
    @Test func aTreePerSize() throws {
        let view = ViewNode.rect(Modifier.frame(width: Length.scaled(24, relativeTo: .body), height: nil, alignment: .center))
        #expect(try PreparedView(view).templates.count == DynamicTypeSize.allCases.count)
    }
}
