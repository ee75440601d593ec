import Testing
@testable import LayoutEngine

/// Reference §2.3: how `HStack` and `VStack` size and place their children (`StackLayout`).
@Suite struct StackLayoutTests {
    /// Step 2: an unspecified length along the axis gives every child its ideal length.
    @Test func unspecifiedMajorProposalGivesEachChildItsIdeal() throws {
        // The stack is proposed (nil, 100): the rectangle's ideal width is 10 (10 × 10 when
        // unspecified), the text "abc" 3 × 10 = 30. Width 10 + 8 + 30 = 48, height max(100, 24) = 100.
        // Centred in 300: x = (300 − 48) / 2 = 126; the text is centred vertically: (100 − 24) / 2 = 38.
        let f = try layout(.hStack(spacing: 8, [.rect(id: "r"), .t("abc", id: "t")],
                                   .fixedSize(horizontal: true, vertical: false)), width: 300, height: 100)
        #expect(f["r"] == r(126, 0, 10, 100))
        #expect(f["t"] == r(144, 38, 30, 24))
    }

    /// Step 3a/c: least flexible first, each offered an equal share of what is left; placed
    /// in declaration order.
    @Test func leastFlexibleChildIsSizedFirstAndPlacedInOrder() throws {
        // Ranges: a 0…40 (40), b 0…∞, c 100…100 (0). Order c, a, b.
        // c offered 300/3 = 100 -> 100, left 200; a offered 200/2 = 100 -> 40, left 160; b offered 160.
        let f = try layout(.hStack(spacing: 0, [.rect(.flex(maxWidth: 40), id: "a"), .rect(id: "b"),
                                                .rect(.frame(width: 100), id: "c")]), width: 300, height: 100)
        #expect(f["a"] == r(0, 0, 40, 100))
        #expect(f["b"] == r(40, 0, 160, 100))
        #expect(f["c"] == r(200, 0, 100, 100))
    }

    /// Step 3a: two unbounded children tie on flexibility; the larger minimum goes first.
    @Test func unboundedTieGivesTheLargerMinimumFirst() throws {
        // Both ranges are infinite; b (min 100) goes before a (min 20): b offered 150/2 = 75,
        // clamped up to 100; a offered the remaining 50 -> 50. Total 150 fits.
        // (In declaration order a would take 75 and the stack would overflow to 175.)
        let f = try layout(.hStack(spacing: 0, [.rect(.flex(minWidth: 20), id: "a"), .rect(.flex(minWidth: 100), id: "b")]),
                           width: 150, height: 50)
        #expect(f["a"] == r(0, 0, 50, 50))
        #expect(f["b"] == r(50, 0, 100, 50))
    }

    /// Step 3b: the first priority group is offered the space less the minima of the lower groups.
    @Test func higherPriorityGroupLeavesLowerGroupsTheirMinimum() throws {
        // b (priority 1) first: 200 − a's minimum 50 = 150 -> b 150. Then a's group gets its
        // minimum back: 200 − 150 = 50 -> a 50.
        let f = try layout(.hStack(spacing: 0, [.rect(.flex(minWidth: 50), id: "a"), .rect(.layoutPriority(1), id: "b")]),
                           width: 200, height: 50)
        #expect(f["a"] == r(0, 0, 50, 50))
        #expect(f["b"] == r(50, 0, 150, 50))
    }

    /// Step 3 with a zero length along the axis: negative spacing leaves room to share, so
    /// the children are still offered shares rather than nothing.
    @Test func negativeSpacingLeavesRoomInAStackProposedNothing() throws {
        // The frame proposes the stack (0, 100). Available 0 − (−20) = 20; a and b (0…30 each,
        // a first) are offered 20 / 2 = 10 and 10 / 1 = 10. The stack is −20 + 10 + 10 = 0 wide,
        // centred at 150: a at 150, b at 150 + 10 − 20 = 140.
        let f = try layout(.hStack(spacing: -20, [.rect(.flex(maxWidth: 30), id: "a"), .rect(.flex(maxWidth: 30), id: "b")],
                                   .frame(width: 0)), width: 300, height: 100)
        #expect(f["a"] == r(150, 0, 10, 100))
        #expect(f["b"] == r(140, 0, 10, 100))
    }

    /// Consequence: a stack never shrinks a child below its choice; it overflows and the root
    /// centres it.
    @Test func overflowingStackIsCentred() throws {
        // 200 + 200 = 400 in 300: x = (300 − 400) / 2 = −50; height 50 in 100: y = 25.
        let f = try layout(.hStack(spacing: 0, [.rect(.frame(width: 200, height: 50), id: "a"),
                                                .rect(.frame(width: 200, height: 50), id: "b")], id: "s"),
                           width: 300, height: 100)
        #expect(f["s"] == r(-50, 25, 400, 50))
        #expect(f["a"] == r(-50, 25, 200, 50))
        #expect(f["b"] == r(150, 25, 200, 50))
    }

    /// Step 4: the stack is the sum of the lengths and spacings along the axis, and the
    /// range of the aligned children across it.
    @Test func stackSizeIsSumAlongAndExtentAcross() throws {
        // 30 + 8 + 50 = 88 tall, max(30, 50) = 50 wide, centred in 200 × 200: (75, 56).
        // Centre alignment: a at x 75 + (50 − 30)/2 = 85.
        let f = try layout(.vStack([.rect(.frame(width: 30, height: 30), id: "a"), .rect(.frame(width: 50, height: 50), id: "b")],
                                   id: "s"), width: 200, height: 200)
        #expect(f["s"] == r(75, 56, 50, 88))
        #expect(f["a"] == r(85, 56, 30, 30))
        #expect(f["b"] == r(75, 94, 50, 50))
    }

    /// Step 6: placed with an unspecified length across the axis, the stack proposes its own
    /// length, so flexible children fill it.
    @Test func placingWithUnspecifiedMinorUsesTheStacksOwnLength() throws {
        // Sizing with (nil, 100): a 50 × 20; b (frame height 20) gets width nil -> 10. Width 50.
        // Placing proposes width 50: b becomes 50 × 20. Stack 50 × 40 centred in 300 × 100: (125, 30).
        let f = try layout(.vStack(spacing: 0, [.rect(.frame(width: 50, height: 20), id: "a"), .rect(.frame(height: 20), id: "b")],
                                   .fixedSize(horizontal: true, vertical: false)), width: 300, height: 100)
        #expect(f["a"] == r(125, 30, 50, 20))
        #expect(f["b"] == r(125, 50, 50, 20))
    }

    /// A `VStack` shares its height as an `HStack` shares its width.
    @Test func vStackSharesHeightLeastFlexibleFirst() throws {
        // Heights: a fixed 40, b 0…∞, c 0…∞. a first -> 40; b offered (200 − 16 − 40)/2 = 72, c 72.
        let f = try layout(.vStack([.rect(.frame(height: 40), id: "a"), .rect(id: "b"), .rect(id: "c")]),
                           width: 100, height: 200)
        #expect(f["a"] == r(0, 0, 100, 40))
        #expect(f["b"] == r(0, 48, 100, 72))
        #expect(f["c"] == r(0, 128, 100, 72))
    }
}

/// `LazyVStack` and `LazyHStack` lay out as `VStack` and `HStack`: the same frames for the same
/// children, alignment and spacing.
@Suite struct LazyStackTests {
    @Test(arguments: [true, false])
    func lazyStacksLayOutAsStacks(vertical: Bool) throws {
        let children: [ViewNode] = [.t("ab", id: "a"), .rect(.frame(width: 30, height: 10), id: "b"), .t("abcd", id: "c")]
        let eager = vertical ? ViewNode(.vStack(alignment: .leading, spacing: 6), children: children)
            : ViewNode(.hStack(alignment: .bottom, spacing: 6), children: children)
        let lazy = vertical ? ViewNode(.lazyVStack(alignment: .leading, spacing: 6), children: children)
            : ViewNode(.lazyHStack(alignment: .bottom, spacing: 6), children: children)
        let e = try layout(eager, width: 300, height: 200), l = try layout(lazy, width: 300, height: 200)
        for id in ["a", "b", "c"] { #expect(e[id] == l[id]) }
        // Vertical: 24 + 6 + 10 + 6 + 24 = 70 tall, 40 wide; leading: b at x (300 − 40) / 2 = 130, y 65 + 30 = 95.
        // Horizontal: 20 + 6 + 30 + 6 + 40 = 102 wide, 24 tall; bottom: b at x 99 + 26 = 125, y 88 + 14 = 102.
        #expect(l["b"] == (vertical ? r(130, 95, 30, 10) : r(125, 102, 30, 10)))
    }
}
