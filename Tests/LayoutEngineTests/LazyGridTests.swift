import Testing
@testable import LayoutEngine

/// Reference §2.8 and C50: `LazyVGrid` and `LazyHGrid` tracks, and the width sync of a
/// horizontal grid (seed 000).
@Suite struct LazyGridTests {
    static func cells(_ count: Int, height: Double = 20) -> [ViewNode] {
        (0..<count).map { ViewNode.rect(.frame(height: height), id: "c\($0)") }
    }

    static func vGrid(_ columns: [GridItem], _ children: [ViewNode]) -> ViewNode {
        ViewNode(.lazyVGrid(columns: columns, spacing: nil), children: children)
    }

    /// Fixed columns are exactly their length; the grid is as wide as its columns.
    @Test func fixedColumns() throws {
        // Columns 50 and 80 with 8 between: offsets 0 and 58, grid 138 wide centred in 300:
        // x0 = 81. Two lines of 20 with 8 between: 48 tall, y0 = (200 − 48) / 2 = 76.
        let f = try layout(Self.vGrid([GridItem(.fixed(50)), GridItem(.fixed(80))], Self.cells(4)), width: 300, height: 200)
        #expect(f["c0"] == r(81, 76, 50, 20))
        #expect(f["c1"] == r(139, 76, 80, 20))
        #expect(f["c2"] == r(81, 104, 50, 20))
        #expect(f["c3"] == r(139, 104, 80, 20))
    }

    /// Flexible columns, in order, are each offered what is left divided by the columns left,
    /// clamped to their bounds (swiftuifieldguide.com/layout/lazyvgrid; Apple's `GridItem.Size`).
    @Test(arguments: [
        // 292 left: the bounded one offered 146 -> 100; the other offered 192 -> 192.
        // Grid 300 wide: offsets 0 and 108.
        ([GridItem(.flexible(minimum: 10, maximum: 100)), GridItem()], r(0, 90, 100, 20), r(108, 90, 192, 20)),
        // The unbounded one first: 146; the bounded one offered 146 -> 100. Grid 146 + 8 + 100 =
        // 254 wide, centred: x0 = 23. Placed, the tracks are resolved again against 254: the
        // first offered (254 − 8) / 2 = 123, the second 123 -> 100; offsets 0 and 131.
        ([GridItem(), GridItem(.flexible(minimum: 10, maximum: 100))], r(23, 90, 123, 20), r(154, 90, 100, 20)),
        // A minimum above the share: (300 − 8) / 2 = 146 -> 200; the other offered 92 -> 92.
        ([GridItem(.flexible(minimum: 200, maximum: .infinity)), GridItem()], r(0, 90, 200, 20), r(208, 90, 92, 20)),
    ])
    func flexibleColumns(columns: [GridItem], first: Rect, second: Rect) throws {
        let f = try layout(Self.vGrid(columns, Self.cells(2)), width: 300, height: 200)
        #expect(f["c0"] == first)
        #expect(f["c1"] == second)
    }

    /// An adaptive column holds as many items of its minimum as fit, sharing its length.
    @Test func adaptiveColumnFitsAsManyAsPossible() throws {
        // 330 wide: count = ⌊(330 + 8) / (100 + 8)⌋ = 3, each (330 − 2 × 8) / 3 = 314/3;
        // offsets 0, 314/3 + 8 = 338/3, 676/3.
        let f = try layout(Self.vGrid([GridItem(.adaptive(minimum: 100, maximum: .infinity))], Self.cells(3)),
                           width: 330, height: 100)
        #expect(f["c0"] == r(0, 40, 314.0 / 3, 20))
        #expect(f["c1"] == r(338.0 / 3, 40, 314.0 / 3, 20))
        #expect(f["c2"] == r(676.0 / 3, 40, 314.0 / 3, 20))
    }

    /// An adaptive item's maximum caps each sub-column.
    @Test func adaptiveMaximumCapsTheItems() throws {
        // Same 3 sub-columns, each min(314/3, 100) = 100: offsets 0, 108, 216; grid 316 wide,
        // centred in 330: x0 = 7.
        let f = try layout(Self.vGrid([GridItem(.adaptive(minimum: 100, maximum: 100))], Self.cells(3)), width: 330, height: 100)
        #expect(f["c0"] == r(7, 40, 100, 20))
        #expect(f["c1"] == r(115, 40, 100, 20))
        #expect(f["c2"] == r(223, 40, 100, 20))
    }

    /// objc.io's grid quiz #1: a fixed 70 and an adaptive (minimum 40) column in 200.
    @Test func fixedAndAdaptive() throws {
        // 200 − 70 − 8 = 122 for the adaptive column: ⌊130 / 48⌋ = 2 items of (122 − 8) / 2 = 57.
        // Offsets 0, 78, 143.
        let f = try layout(Self.vGrid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: .infinity))],
                                      Self.cells(3)), width: 200, height: 100)
        #expect(f["c0"] == r(0, 40, 70, 20))
        #expect(f["c1"] == r(78, 40, 57, 20))
        #expect(f["c2"] == r(143, 40, 57, 20))
    }

    /// Each line is as tall as its tallest cell; cells are centred in their slot.
    @Test func lineIsAsTallAsItsTallestCell() throws {
        // Line height 40: the 20-tall cell sits 10 lower. Grid 108 × 40 centred in 200 × 100: (46, 30).
        let f = try layout(Self.vGrid([GridItem(.fixed(50)), GridItem(.fixed(50))],
                                      [.rect(.frame(width: 50, height: 20), id: "a"), .rect(.frame(width: 50, height: 40), id: "b")]),
                           width: 200, height: 100)
        #expect(f["a"] == r(46, 40, 50, 20))
        #expect(f["b"] == r(104, 30, 50, 40))
    }

    /// Seed 000: a `LazyHGrid` gives every cell of a column the column's width, the width
    /// of its widest cell, so the two buttons come out equally wide.
    @Test func lazyHGridSyncsCellWidths() throws {
        let row = GridItem(.flexible(minimum: 0, maximum: 80))
        let buttons = ViewNode.group([.button(.t("Log in")), .button(.t("I forgot my password"))],
                                     .flex(maxWidth: .infinity), .pad(16), .id("btn"))
        let e = try entries(ViewNode(.lazyHGrid(rows: [row, row], spacing: nil), children: [buttons]), width: 400, height: 300)
        // Rows: (300 − 8) / 2 = 146 clamped to 80, then 212 clamped to 80: offsets 0 and 88; the
        // grid is 168 tall. Cells ideally: 60 + 32 = 92 and 200 + 32 = 232 wide, 24 + 32 = 56 tall;
        // the column is 232 wide. Grid 232 × 168 centred in 400 × 300: (84, 66).
        // Both cells are proposed 232 × 80 and take 232 × 56, centred in their row: y + 12.
        #expect(e["btn[0]"]?.frame == r(84, 78, 232, 56))
        #expect(e["btn[1]"]?.frame == r(84, 166, 232, 56))
        // "Log in" (60) is centred in the 200-wide frame at x 100: 170; "I forgot my password" fills it.
        #expect(e["LazyHGrid/Group/Button[0]/Text"]?.frame == r(170, 94, 60, 24))
        #expect(e["LazyHGrid/Group/Button[1]/Text"]?.frame == r(100, 182, 200, 24))
    }

    /// Placed, a grid resolves its tracks against its own width, not the proposal: its size
    /// came from the proposal, so when the columns' bounds made it wider or narrower, the
    /// columns are worked out again over what it has (objc.io, "SwiftUI's Grid Views", 2020).
    @Test(arguments: [
        // Two flexible columns, spacing 10, in a 180-pt frame: (180 − 10) / 2 = 85 each, both
        // passes alike; the frame is centred in 300: x0 = 60; offsets 0 and 95.
        ([GridItem(spacing: 10), GridItem()], 180.0, r(60, 90, 85, 20), r(155, 90, 85, 20)),
        // Minimums 50 and 120 in 200: first pass (200 − 8) / 2 = 96, then 96 -> 120: the grid
        // is 96 + 8 + 120 = 224, centred in the 200 frame at 150 − 112 = 38. Second pass over
        // 224: (224 − 8) / 2 = 108, then 108 -> 120: offsets 0 and 116.
        ([GridItem(.flexible(minimum: 50, maximum: .infinity)), GridItem(.flexible(minimum: 120, maximum: .infinity))],
         200.0, r(38, 90, 108, 20), r(154, 90, 120, 20)),
    ])
    func placedGridResolvesItsOwnWidth(columns: [GridItem], width: Double, first: Rect, second: Rect) throws {
        let grid = ViewNode(.lazyVGrid(columns: columns, spacing: nil), children: Self.cells(2),
                            modifiers: [.frame(width: width)])
        let f = try layout(grid, width: 300, height: 200)
        #expect(f["c0"] == first)
        #expect(f["c1"] == second)
    }
}
