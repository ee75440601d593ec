import Testing
@testable import LayoutEngine

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest,
/// cells aligned in their slot; a view outside a `GridRow` spans every column.
@Suite struct GridTests {
    /// Rows: (a 50 × 20, b 30 × 40) and (c 70 × 10, d 20 × 20), optionally a spanning row.
    static func grid(alignment: Alignment = .center, firstRow: VerticalAlignment? = nil,
                     spacing: (Double?, Double?) = (nil, nil), extra: [ViewNode] = []) -> ViewNode {
        ViewNode(.grid(alignment: alignment, horizontalSpacing: spacing.0, verticalSpacing: spacing.1), children: [
            ViewNode(.gridRow(alignment: firstRow), children: [.rect(.frame(width: 50, height: 20), id: "a"),
                                                               .rect(.frame(width: 30, height: 40), id: "b")]),
            ViewNode(.gridRow(alignment: nil), children: [.rect(.frame(width: 70, height: 10), id: "c"),
                                                          .rect(.frame(width: 20, height: 20), id: "d")]),
        ] + extra, id: "g")
    }

    /// Columns 70 and 30, rows 40 and 20, spacing 8: the grid is 108 × 68, centred in 208 × 168
    /// at (50, 50). Slots: x 50…120 and 128…158; y 50…90 and 98…118. Cells centred in them.
    @Test func columnsAndRowsTakeTheirLargestCell() throws {
        let f = try layout(Self.grid(), width: 208, height: 168)
        #expect(f["g"] == r(50, 50, 108, 68))
        #expect(f["a"] == r(60, 60, 50, 20))    // (50 + (70 − 50)/2, 50 + (40 − 20)/2)
        #expect(f["b"] == r(128, 50, 30, 40))
        #expect(f["c"] == r(50, 103, 70, 10))   // 98 + (20 − 10)/2
        #expect(f["d"] == r(133, 98, 20, 20))   // 128 + (30 − 20)/2
    }

    /// The grid's alignment places every cell in its slot.
    @Test func gridAlignmentPlacesCells() throws {
        let f = try layout(Self.grid(alignment: .topLeading), width: 208, height: 168)
        #expect(f["a"] == r(50, 50, 50, 20))
        #expect(f["b"] == r(128, 50, 30, 40))
        #expect(f["c"] == r(50, 98, 70, 10))
        #expect(f["d"] == r(128, 98, 20, 20))
    }

    /// A `GridRow`'s alignment overrides the vertical alignment for its cells.
    @Test func rowAlignmentOverridesTheVertical() throws {
        // a at the bottom of its 40-tall slot: 90 − 20 = 70; the second row stays centred.
        let f = try layout(Self.grid(firstRow: .bottom), width: 208, height: 168)
        #expect(f["a"] == r(60, 70, 50, 20))
        #expect(f["c"] == r(50, 103, 70, 10))
    }

    /// Explicit spacings replace the default 8.
    @Test func explicitSpacings() throws {
        // 70 + 2 + 30 = 102 wide, 40 + 4 + 20 = 64 tall, centred in 202 × 164: (50, 50).
        let f = try layout(Self.grid(alignment: .topLeading, spacing: (2, 4)), width: 202, height: 164)
        #expect(f["g"] == r(50, 50, 102, 64))
        #expect(f["b"] == r(122, 50, 30, 40))
        #expect(f["c"] == r(50, 94, 70, 10))
    }

    /// A view outside a `GridRow` is a row of its own across every column.
    @Test func viewOutsideARowSpansTheColumns() throws {
        // Rows 40, 20, 10 with 8 between: 86 tall; width max(108, 40) = 108. Centred in 208 × 186:
        // (50, 50). The spanning square's slot is x 50…158, y 126…136: centred x = 50 + (108 − 40)/2 = 84.
        let f = try layout(Self.grid(extra: [.rect(.frame(width: 40, height: 10), id: "s")]), width: 208, height: 186)
        #expect(f["g"] == r(50, 50, 108, 86))
        #expect(f["s"] == r(84, 126, 40, 10))
    }
}
