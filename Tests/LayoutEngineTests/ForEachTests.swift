import Testing
@testable import LayoutEngine

/// `ForEach`: its rows join the parent as a `Group`'s children do, each named by its position.
@Suite struct ForEachTests {
    static func rows(_ count: Int, _ modifiers: [Modifier] = []) -> ViewNode {
        ViewNode(.forEach, children: (0..<count).map { _ in .rect(.frame(width: 40, height: 20)) }, modifiers: modifiers)
    }

    /// The rows are the stack's children: spacing goes between rows, and beside the views
    /// around the `ForEach`.
    @Test(arguments: [
        // 3 rows of 20 with 10 between: 80 tall; with the 20-pt text above, 10 more between:
        // 24 + 10 + 80 = 114, centred in 300: y0 = 93. Rows at 93 + 34 = 127, 157, 187.
        (3, 127.0, 187.0),
        // One row: 24 + 10 + 20 = 54, y0 = 123; the row at 157, and still indexed [0].
        (1, 157.0, 157.0),
    ])
    func rowsJoinTheParent(count: Int, first: Double, last: Double) throws {
        let f = try layout(.vStack(spacing: 10, [.t("ab"), Self.rows(count)]), width: 300, height: 300)
        #expect(f["VStack/ForEach/Rectangle[0]"] == r(130, first, 40, 20))
        #expect(f["VStack/ForEach/Rectangle[\(count - 1)]"] == r(130, last, 40, 20))
        // The ForEach's own frame is the union of its rows.
        #expect(f["VStack/ForEach"] == r(130, first, 40, last + 20 - first))
    }

    /// Its modifiers apply to each row, as a `Group`'s do: each 40 × 20 row padded by 5 on
    /// every side is 50 × 30; two side by side (spacing 0) are 100 × 30, centred in 300 × 300
    /// at (100, 135); each rectangle is 5 inside its row: x 105 and 155, y 140.
    @Test func modifiersApplyToEachRow() throws {
        let f = try layout(.hStack(spacing: 0, [Self.rows(2, [.padding(EdgeInsets(all: 5))])]), width: 300, height: 300)
        #expect(f["HStack/ForEach/Rectangle[0]"] == r(105, 140, 40, 20))
        #expect(f["HStack/ForEach/Rectangle[1]"] == r(155, 140, 40, 20))
    }

    /// No rows: nothing to lay out, and a stack of nothing else is empty (0 × 0, centred).
    @Test func noRows() throws {
        let f = try layout(.vStack(spacing: 10, [Self.rows(0)], id: "s"), width: 300, height: 300)
        #expect(f["s"] == r(150, 150, 0, 0))
    }
}
