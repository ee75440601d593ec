import Testing
@testable import LayoutEngine

/// Reference §2.9: a `Divider` is 1 / displayScale thick, 1 pt at accessibility sizes;
/// vertical in an `HStack`, horizontal elsewhere, as long as proposed.
@Suite struct DividerTests {
    @Test(arguments: [
        (3.0, DynamicTypeSize.large, 1.0 / 3),
        (2, .large, 0.5),
        (3, .xxxLarge, 1.0 / 3),
        (3, .accessibility1, 1),
        (2, .accessibility5, 1),
    ])
    func horizontalDividerThickness(scale: Double, size: DynamicTypeSize, thickness: Double) throws {
        // At the top of a 100 × 100 frame: the divider spans the 100 proposed; the square below it.
        let view = ViewNode.vStack(spacing: 0, alignment: .leading, [ViewNode(.divider, id: "d"),
                                                                      .rect(.frame(width: 50, height: 10), id: "r")],
                                   .frame(width: 100, height: 100, alignment: .top))
        let f = try layout(view, width: 100, height: 100, scale: scale, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["d"] == r(0, 0, 100, thickness))
        #expect(f["r"] == r(0, thickness, 50, 10))
    }

    /// In an `HStack` the divider is vertical and takes the proposed height.
    @Test func verticalInAnHStack() throws {
        // Proposed 100 × 60: the divider is 1/3 × 60, the squares 20 × 30 centred on the 60.
        let view = ViewNode.hStack(spacing: 0, [.rect(.frame(width: 20, height: 30), id: "a"), ViewNode(.divider, id: "d"),
                                                .rect(.frame(width: 20, height: 30), id: "b")],
                                   .frame(width: 100, height: 60, alignment: .topLeading))
        let f = try layout(view, width: 100, height: 60)
        #expect(f["a"] == r(0, 15, 20, 30))
        #expect(f["d"] == r(20, 0, 1.0 / 3, 60))
        #expect(f["b"] == r(61.0 / 3, 15, 20, 30))
    }

    /// Outside a stack, and in a `VStack` inside an `HStack`, the divider is horizontal: it
    /// follows its own stack.
    @Test func horizontalOutsideAnHStack() throws {
        let alone = try layout(ViewNode(.divider, modifiers: [.frame(width: 100, height: 100, alignment: .top)], id: "f"),
                               width: 100, height: 100)
        #expect(alone["Divider"] == r(0, 0, 100, 1.0 / 3))
        let nested = try layout(.hStack([.vStack([ViewNode(.divider, id: "d")])], .frame(width: 100, height: 100, alignment: .top)),
                                width: 100, height: 100)
        #expect(nested["d"] == r(0, 0, 100, 1.0 / 3))
    }
}
