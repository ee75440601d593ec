import Testing
@testable import LayoutEngine

/// `scrollPosition`: a scroll view laid out scrolled, its content moved by the offset,
/// clamped to 0 … how far the content passes the scroll view along each scroll axis.
@Suite struct ScrollPositionTests {
    /// Ten 40 × 50 rows, spacing 0: 500 tall, in a 300 × 200 scroll view, centred across
    /// (x 130); the scroll view can move it 500 − 200 = 300 at most.
    static func rows(_ position: ScrollPosition, axes: Axis.Set = .vertical, margins: Modifier? = nil) -> ViewNode {
        let rows = ViewNode(.forEach, children: (0..<10).map { _ in .rect(.frame(width: 40, height: 50)) })
        let stack = ViewNode(.lazyVStack(alignment: .center, spacing: 0), children: [rows], id: "stack")
        return ViewNode(.scrollView(axes: axes), children: [stack],
                        modifiers: [.scrollPosition(position)] + (margins.map { [$0] } ?? []), id: "sv")
    }

    @Test(arguments: [
        // 120 down: the content at y −120, row 3 (at 150) at 30.
        (ScrollPosition(y: 120), -120.0),
        // Past the end: clamped to 300, the last row (450) at 150, flush with the bottom.
        (ScrollPosition(y: 1000), -300.0),
        (ScrollPosition(edge: .bottom), -300.0),
        // Before the start: clamped to 0.
        (ScrollPosition(y: 0), 0.0),
        (ScrollPosition(edge: .top), 0.0),
        // x along an axis that does not scroll changes nothing.
        (ScrollPosition(x: 50), 0.0),
    ])
    func vertical(position: ScrollPosition, y: Double) throws {
        let f = try layout(Self.rows(position), width: 300, height: 200)
        #expect(f["sv"] == r(0, 0, 300, 200))
        #expect(f["stack"] == r(130, y, 40, 500))
        #expect(f["ScrollView/LazyVStack/ForEach/Rectangle[9]"] == r(130, 450 + y, 40, 50))
    }

    /// Content margins count in what can be scrolled: 20 above and below make 540, so the end
    /// is 540 − 200 = 340 down, the content (at 20 unscrolled) at 20 − 340 = −320.
    @Test func theEndIncludesTheContentMargins() throws {
        let f = try layout(Self.rows(ScrollPosition(edge: .bottom), margins: .contentMargins(EdgeInsets(.vertical, 20))),
                           width: 300, height: 200)
        #expect(f["stack"] == r(130, -320, 40, 500))
    }

    /// Content shorter than the scroll view cannot scroll: a 100-tall content stays at 0.
    @Test func shortContentDoesNotScroll() throws {
        let view = ViewNode(.scrollView(axes: .vertical), children: [.rect(.frame(width: 40, height: 100), id: "c")],
                            modifiers: [.scrollPosition(ScrollPosition(y: 50))])
        let f = try layout(view, width: 300, height: 200)
        #expect(f["c"] == r(130, 0, 40, 100))
    }

    /// Horizontally: a row of ten 50-wide squares is 500 wide in 300, so at most 200; the
    /// trailing edge puts the row at x −200, y centred across (200 − 50) / 2 = 75.
    @Test(arguments: [(ScrollPosition(edge: .trailing), -200.0), (ScrollPosition(x: 70, y: 30), -70.0)])
    func horizontal(position: ScrollPosition, x: Double) throws {
        let squares = ViewNode(.forEach, children: (0..<10).map { _ in .rect(.frame(width: 50, height: 50)) })
        let stack = ViewNode(.lazyHStack(alignment: .center, spacing: 0), children: [squares], id: "row")
        let view = ViewNode(.scrollView(axes: .horizontal), children: [stack], modifiers: [.scrollPosition(position)])
        let f = try layout(view, width: 300, height: 200)
        #expect(f["row"] == r(x, 75, 500, 50))
    }

    /// A position applies to the scroll views it is on or around, not to one nested inside
    /// them: the inner horizontal scroll view stays at its start.
    @Test func nestedScrollViewsKeepTheirStart() throws {
        let squares = ViewNode(.forEach, children: (0..<10).map { _ in .rect(.frame(width: 50, height: 50)) })
        let inner = ViewNode(.scrollView(axes: .horizontal), children: [
            ViewNode(.lazyHStack(alignment: .center, spacing: 0), children: [squares], id: "row"),
        ])
        let tall = ViewNode.rect(.frame(width: 40, height: 400))
        let outer = ViewNode(.scrollView(axes: .vertical),
                             children: [ViewNode(.vStack(alignment: .center, spacing: 0), children: [inner, tall])],
                             modifiers: [.scrollPosition(ScrollPosition(x: 100, y: 100))])
        let f = try layout(outer, width: 300, height: 200)
        // The stack is 50 + 400 = 450 tall; scrolled 100: the inner scroll view at y −100, its
        // row at x 0 (the outer does not scroll horizontally, the inner is not told to).
        #expect(f["row"] == r(0, -100, 500, 50))
    }

    /// A `List` scrolls too: plain rows of 46 (11 + 24 + 11), twenty of them 920 tall in
    /// 400, so the end is 520 down: the last row's text, at 19 × 46 + 11 = 885, is at 365.
    @Test func listsScroll() throws {
        let rows = ViewNode(.forEach, children: (0..<20).map { _ in ViewNode.t("ab") })
        let list = ViewNode(.list, children: [rows], modifiers: [.listStyle(.plain), .scrollPosition(ScrollPosition(edge: .bottom))])
        let f = try layout(list, width: 300, height: 400)
        #expect(f["List/ForEach/Text[19]"] == r(16, 365, 20, 24))
    }
}
