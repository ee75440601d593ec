import Testing
@testable import LayoutEngine

/// Spec §2: a `Group` is not a layout: its modifiers apply to each child, its children join
/// the parent, and its frame is the union of theirs.
@Suite struct GroupTests {
    /// `Group { a; b }.frame(width: 50, height: 20)` frames each child.
    @Test func modifiersApplyToEachChild() throws {
        // Two 50 × 20 frames stacked without spacing: 50 × 40 centred in 200 × 100 at (75, 30).
        let f = try layout(.vStack(spacing: 0, [.group([.rect(id: "a"), .rect(id: "b")], .frame(width: 50, height: 20), id: "g")]),
                           width: 200, height: 100)
        #expect(f["a"] == r(75, 30, 50, 20))
        #expect(f["b"] == r(75, 50, 50, 20))
        #expect(f["g"] == r(75, 30, 50, 40))
    }

    /// Paths name the group and its children: `VStack/Group/Button[0]/Text`.
    @Test func pathsGoThroughTheGroup() throws {
        // Two 10 × 24 labels with the default 8 between: 10 × 56 centred in 200 × 100 at (95, 22).
        let f = try layout(.vStack([.group([.button(.t("a")), .button(.t("b"))])]), width: 200, height: 100)
        #expect(f["VStack"] == r(95, 22, 10, 56))
        #expect(f["VStack/Group"] == r(95, 22, 10, 56))
        #expect(f["VStack/Group/Button[0]"] == r(95, 22, 10, 24))
        #expect(f["VStack/Group/Button[0]/Text"] == r(95, 22, 10, 24))
        #expect(f["VStack/Group/Button[1]/Text"] == r(95, 54, 10, 24))
    }

    /// An `id` modifier on a group names each child's frame, indexed.
    @Test func idModifierNamesEachChild() throws {
        // Two 10 × 10 squares padded by 5: 20 × 20 each, side by side: 40 × 20 at (80, 40).
        let f = try layout(.hStack(spacing: 0, [.group([.rect(.frame(width: 10, height: 10)), .rect(.frame(width: 10, height: 10))],
                                                       .pad(5), .id("p"))]), width: 200, height: 100)
        #expect(f["p[0]"] == r(80, 40, 20, 20))
        #expect(f["p[1]"] == r(100, 40, 20, 20))
    }

    /// Environment modifiers reach every child: a group's font.
    @Test func fontAppliesToEachChild() throws {
        // At 20 pt "a" is 10 wide and "bb" 20 (at the default 17 pt they would be 8.667 and 17).
        let view = ViewNode.vStack(spacing: 0, [.group([ViewNode(.text(.verbatim("a")), id: "a"),
                                                        ViewNode(.text(.verbatim("bb")), id: "b")], .font(.system(size: 20)))])
        let f = try layout(view, width: 200, height: 100)
        #expect(f["a"]?.width == 10)
        #expect(f["b"]?.width == 20)
    }

    /// A root group is several root views: they stack vertically, as in a hosting view.
    @Test func rootGroupStacksVertically() throws {
        // 50 × (20 + 8 + 20) = 50 × 48 centred in 200 × 100: (75, 26).
        let f = try layout(.group([.rect(.frame(width: 50, height: 20), id: "a"), .rect(.frame(width: 50, height: 20), id: "b")]),
                           width: 200, height: 100)
        #expect(f["a"] == r(75, 26, 50, 20))
        #expect(f["b"] == r(75, 54, 50, 20))
    }
}
