import Testing
@testable import LayoutEngine

/// Frames in a 300 × 600 container at @3x whose safe area is 50 at the top and 30 at the
/// bottom: the root is proposed 300 × 520 and placed from y 50.
private func safeLayout(_ view: ViewNode) throws -> [String: Rect] {
    let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
    let container = LayoutContainer(size: Size(width: 300, height: 600), scale: 3,
                                    safeArea: EdgeInsets(top: 50, bottom: 30))
    var frames: [String: Rect] = [:]
    for entry in try engine.layout(view, in: container, environment: EnvironmentValues()).frames {
        frames[entry.name] = entry.frame
    }
    return frames
}

/// `ignoresSafeArea`, `safeAreaInset` and `safeAreaPadding` (SwiftUI's `_InsetViewModifier`
/// and `SafeAreaPaddingModifier`, read in OpenSwiftUI).
@Suite struct SafeAreaTests {
    /// A view on the safe area's edge grows into it on the edges it ignores; the parent still
    /// sizes it as if it did not.
    @Test(arguments: [
        // Every edge: the whole container.
        (Edge.Set.all, r(0, 0, 300, 600)),
        // The top only: from 0 to the safe bottom, 570.
        (.top, r(0, 0, 300, 570)),
        // The bottom only: from 50 to 600.
        (.bottom, r(0, 50, 300, 550)),
        // No edges: the safe area, 300 × 520 at y 50.
        (Edge.Set(), r(0, 50, 300, 520)),
    ])
    func ignoringGrowsIntoTheSafeArea(edges: Edge.Set, frame: Rect) throws {
        let f = try safeLayout(.rect(.ignoresSafeArea(edges), id: "bg"))
        #expect(f["bg"] == frame)
        #expect(f["Rectangle"] == frame)
    }

    /// Only views on the safe area's edge grow: a 100-tall rectangle in the middle of the
    /// safe area (y 50 + (520 − 100) / 2 = 260) stays where it is.
    @Test func viewsAwayFromTheEdgeDoNotGrow() throws {
        let f = try safeLayout(.rect(.frame(height: 100), .ignoresSafeArea(.all), id: "mid"))
        #expect(f["mid"] == r(0, 260, 300, 100))
    }

    /// A bottom inset: the bar (a 40-tall rectangle) is proposed 520 − 8 − 0 (a rectangle's
    /// minimum) = 512 tall and takes 40; the content is proposed 520 − 40 − 8 = 472. The
    /// content is at the top (y 50), the bar at the bottom (y 50 + 520 − 40 = 530).
    @Test(arguments: [
        (nil as Double?, r(0, 50, 300, 472), r(0, 530, 300, 40)),
        // Spacing 0: the content is 480 tall.
        (0.0 as Double?, r(0, 50, 300, 480), r(0, 530, 300, 40)),
    ])
    func insetMakesRoomForTheBar(spacing: Double?, content: Rect, bar: Rect) throws {
        let inset = Modifier.safeAreaInset(edge: .bottom, alignment: .center, spacing: spacing,
                                           content: .rect(.frame(height: 40), id: "bar"))
        let f = try safeLayout(.rect(inset, id: "all").withID("content", at: 0))
        #expect(f["content"] == content)
        #expect(f["bar"] == bar)
        #expect(f["all"] == r(0, 50, 300, 520))
    }

    /// The inset is safe area for the content: content that ignores it grows under the bar
    /// (to 570, the bar's bottom) and on into the container's bottom safe area (600).
    @Test func contentIgnoringTheInsetGrowsUnderTheBar() throws {
        let inset = Modifier.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0,
                                           content: .rect(.frame(height: 40), id: "bar"))
        let f = try safeLayout(.rect(.ignoresSafeArea(.bottom), inset).withID("content", at: 1))
        #expect(f["content"] == r(0, 50, 300, 550))
    }

    /// A leading inset with its bar aligned to the top: the 60 × 100 bar at x 0; the content
    /// (proposed 300 − 60 − 8 = 232 wide) against the trailing edge at x 68; the bar's top on
    /// the content's top, y 50.
    @Test func leadingInsetAlignsAcross() throws {
        let inset = Modifier.safeAreaInset(edge: .leading, alignment: Alignment(horizontal: .center, vertical: .top),
                                           spacing: nil, content: .rect(.frame(width: 60, height: 100), id: "bar"))
        let f = try safeLayout(.rect(inset).withID("content", at: 0))
        #expect(f["content"] == r(68, 50, 232, 520))
        #expect(f["bar"] == r(0, 50, 60, 100))
    }

    /// `safeAreaPadding` lays out as padding (20 on every edge: 260 × 480 at (20, 70)), but a
    /// child that ignores the safe area grows back over it and over the container's.
    @Test(arguments: [
        (false, r(20, 70, 260, 480)),
        (true, r(0, 0, 300, 600)),
    ])
    func safeAreaPaddingIsSafeArea(ignoring: Bool, frame: Rect) throws {
        let child: ViewNode = ignoring ? .rect(.ignoresSafeArea(.all), id: "c") : .rect(id: "c")
        let f = try safeLayout(ViewNode(.zStack(alignment: .center), children: [child],
                                        modifiers: [.safeAreaPadding(EdgeInsets(all: 20))]))
        #expect(f["c"] == frame)
    }
}

extension ViewNode {
    /// The view with an `id` modifier inserted at `index` of its chain.
    func withID(_ name: String, at index: Int) -> ViewNode {
        var view = self
        view.modifiers.insert(.id(name), at: index)
        return view
    }
}

/// `position(x:y:)` and `containerRelativeFrame`.
@Suite struct PlacementModifierTests {
    /// `position` takes the whole proposal and centres its child on the point: a 20 × 20
    /// rectangle at (50, 60) of a 300 × 200 box has its corner at (40, 50).
    @Test func positionCentresTheChildOnThePoint() throws {
        let f = try layout(.rect(.frame(width: 20, height: 20), .position(x: 50, y: 60), id: "p"), width: 300, height: 200)
        #expect(f["p"] == r(0, 0, 300, 200))
        #expect(f["Rectangle"] == r(40, 50, 20, 20))
    }

    /// In a fixed-size container, `position` is its child's size: an HStack with fixedSize
    /// proposes nil, so the position view is 20 × 20, centred in 300 × 200 at (140, 90), the
    /// child centred on (50, 60) of it: (140 + 40, 90 + 50).
    @Test func positionWithoutAProposalIsItsChildsSize() throws {
        let f = try layout(.hStack([.rect(.frame(width: 20, height: 20), .position(x: 50, y: 60), id: "p")],
                                   .fixedSize(horizontal: true, vertical: true)), width: 300, height: 200)
        #expect(f["p"] == r(140, 90, 20, 20))
        #expect(f["HStack/Rectangle"] == r(180, 140, 20, 20))
    }

    /// A share of the container: `(length − (count − 1) × spacing) / count × span + (span − 1)
    /// × spacing`, on the axes given.
    @Test(arguments: [
        // The whole root width, 300; the height passes the 200 proposal through.
        (Axis.Set.horizontal, 1, 1, 0.0, r(0, 0, 300, 200)),
        // 2 of 3 with 10: (300 − 20) / 3 × 2 + 10 = 196.667, centred: x 51.667.
        (.horizontal, 3, 2, 10, r(155.0 / 3, 0, 590.0 / 3, 200)),
        // Both axes, 1 of 4, spacing 0: 75 × 50, centred at (112.5, 75); x snaps to the
        // @3x grid, 337.5 px -> 338: 338/3.
        (.both, 4, 1, 0, r(338.0 / 3, 75, 75, 50)),
    ])
    func containerRelativeFrame(axes: Axis.Set, count: Int, span: Int, spacing: Double, frame: Rect) throws {
        let modifier = Modifier.containerRelativeFrame(axes: axes, count: count, span: span, spacing: spacing, alignment: .center)
        let f = try layout(.rect(modifier, id: "c"), width: 300, height: 200)
        #expect(f["c"] == frame)
    }

    /// Inside a scroll view, the container is the scroll view: a horizontal one 240 wide with
    /// margins of 20 leaves 200; 1 of 2 with 10 is (200 − 10) / 2 = 95.
    @Test func containerIsTheNearestScrollView() throws {
        let card = ViewNode.rect(.containerRelativeFrame(axes: .horizontal, count: 2, span: 1, spacing: 10, alignment: .center),
                                 .frame(height: 50), id: "card")
        let scroll = ViewNode(.scrollView(axes: .horizontal), children: [card],
                              modifiers: [.contentMargins(EdgeInsets(.horizontal, 20)), .frame(width: 240)])
        let f = try layout(scroll, width: 300, height: 200)
        // The scroll view is 240 wide at x 30; the card at 30 + 20 = 50, centred across: y 75.
        #expect(f["card"] == r(50, 75, 95, 50))
    }
}
