import Testing
@testable import LayoutEngine

/// Modifiers that draw, style or react but never change a frame: a row of two texts and a
/// rectangle lays out the same with any of them on any of its views, `hidden` included (a
/// hidden view keeps its space, as `hidden()` does).
@Suite struct LayoutNeutralModifierTests {
    /// An `HStack` of "ab" (20 wide), a 30 × 10 rectangle and "cde" (30 wide), each with `modifier`.
    static func row(_ modifier: Modifier?) -> ViewNode {
        let m = modifier.map { [$0] } ?? []
        return ViewNode(.hStack(alignment: .center, spacing: 8), children: [
            ViewNode(.text(.verbatim("ab")), modifiers: [.font(.system(size: 20))] + m, id: "a"),
            ViewNode(.rectangle, modifiers: [Modifier.frame(width: 30, height: 10)] + m, id: "r"),
            ViewNode(.text(.verbatim("cde")), modifiers: [.font(.system(size: 20))] + m, id: "c"),
        ], modifiers: m, id: "row")
    }

    @Test(arguments: [
        Modifier.layoutNeutral("opacity"), .layoutNeutral("foregroundStyle"), .layoutNeutral("shadow"),
        .layoutNeutral("accessibilityLabel"), .layoutNeutral("onTapGesture"), .layoutNeutral("scaleEffect"),
        .hidden, .clipped, .cornerRadius(8),
    ])
    func framesAreUnchanged(modifier: Modifier) throws {
        let plain = try layout(Self.row(nil), width: 300, height: 100)
        let modified = try layout(Self.row(modifier), width: 300, height: 100)
        #expect(modified == plain)
        // 20 + 8 + 30 + 8 + 30 = 96 wide, centred in 300: the row starts at 102.
        #expect(modified["row"]?.x == 102)
        #expect(modified["row"]?.width == 96)
    }
}
