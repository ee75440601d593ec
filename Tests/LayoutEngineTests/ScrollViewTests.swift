import Testing
@testable import LayoutEngine

/// `ScrollView`: takes its proposal, proposes its content `nil` along the scroll axes and its
/// own length across, and shows the content from its top-leading edge.
@Suite struct ScrollViewTests {
    static func scroll(_ axes: Axis.Set, _ children: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
        ViewNode(.scrollView(axes: axes), children: children, modifiers: modifiers, id: "sv")
    }

    /// A greedy child shows how the content is proposed: a rectangle takes 10 (SwiftUI's
    /// stand-in for `nil`) along a scroll axis and the whole length across it.
    @Test(arguments: [
        // Vertical: 300 wide across, 10 tall at the top; centred across: x 0.
        (Axis.Set.vertical, r(0, 0, 300, 10)),
        // Horizontal: 10 wide at the leading edge, 200 tall across, y 0.
        (.horizontal, r(0, 0, 10, 200)),
        // Both: 10 × 10 at the top-leading corner.
        (.both, r(0, 0, 10, 10)),
    ])
    func contentIsProposedNilAlongTheScrollAxes(axes: Axis.Set, content: Rect) throws {
        let f = try layout(Self.scroll(axes, [.rect(id: "c")]), width: 300, height: 200)
        #expect(f["sv"] == r(0, 0, 300, 200))
        #expect(f["c"] == content)
    }

    /// Content longer than the scroll view keeps its whole length, below the fold; content
    /// narrower than it across is centred, as SwiftUI centres it.
    @Test func contentBelowTheFoldKeepsItsFrames() throws {
        // Ten 40 × 50 rows, spacing 0: 500 tall in a 200-tall view, from y 0; each centred
        // across 300: x (300 − 40) / 2 = 130. The last row is at 450, below the fold.
        let rows = ViewNode(.forEach, children: (0..<10).map { _ in .rect(.frame(width: 40, height: 50)) })
        let stack = ViewNode(.lazyVStack(alignment: .center, spacing: 0), children: [rows], id: "stack")
        let f = try layout(Self.scroll(.vertical, [stack]), width: 300, height: 200)
        #expect(f["stack"] == r(130, 0, 40, 500))
        #expect(f["ScrollView/LazyVStack/ForEach/Rectangle[9]"] == r(130, 450, 40, 50))
    }

    /// Several children stack along the scroll axis with the default spacing (8 between two
    /// shapes, which ask for none of their own): vertically 0 and 20 + 8 = 28; horizontally
    /// at x 0 and 28, each centred across 200: y (200 − 20) / 2 = 90.
    @Test(arguments: [
        (Axis.Set.vertical, r(140, 0, 20, 20), r(140, 28, 20, 20)),
        (.horizontal, r(0, 90, 20, 20), r(28, 90, 20, 20)),
    ])
    func severalChildrenStackAlongTheScrollAxis(axes: Axis.Set, first: Rect, second: Rect) throws {
        let f = try layout(Self.scroll(axes, [.rect(.frame(width: 20, height: 20), id: "a"),
                                              .rect(.frame(width: 20, height: 20), id: "b")]), width: 300, height: 200)
        #expect(f["a"] == first)
        #expect(f["b"] == second)
    }

    /// `contentMargins` inset the content, not the scroll view: 20 on every edge leaves a
    /// greedy vertical content 300 − 40 = 260 wide at (20, 20); on the horizontal edges only,
    /// (20, 0) and 260 wide.
    @Test(arguments: [
        (EdgeInsets(all: 20), r(20, 20, 260, 10)),
        (EdgeInsets(.horizontal, 20), r(20, 0, 260, 10)),
    ])
    func contentMarginsInsetTheContent(margins: EdgeInsets, content: Rect) throws {
        let f = try layout(Self.scroll(.vertical, [.rect(id: "c")], .contentMargins(margins)), width: 300, height: 200)
        #expect(f["sv"] == r(0, 0, 300, 200))
        #expect(f["c"] == content)
    }

    /// Proposed nothing, a scroll view is as large as its content: in a fixed-size HStack
    /// the vertical scroll view around a 50 × 70 rectangle is 50 × 70, centred in 300 × 200.
    @Test func idealSizeIsTheContents() throws {
        let f = try layout(.hStack([Self.scroll(.vertical, [.rect(.frame(width: 50, height: 70))])], .fixedSize(horizontal: true, vertical: true)),
                           width: 300, height: 200)
        #expect(f["sv"] == r(125, 65, 50, 70))
    }
}
