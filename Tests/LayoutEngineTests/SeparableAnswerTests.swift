import Testing
@testable import LayoutEngine

/// A separable node (`LayoutNode.isSeparable`) is sized one axis at a time: its width from the
/// proposed width alone, its height from the proposed height alone (`LayoutTree.length`).
/// These tests check the claim behind that for every node the builder marks separable in
/// hundreds of random trees, and that sizing so changes no frame, warning or pass count.
@Suite struct SeparableAnswerTests {
    /// Random trees of every view and modifier the engine lays out: texts, guides, aspect
    /// ratios, grids and state lengths among them, which must not be marked separable.
    static let views: [ViewNode] = {
        var random = RandomViews(seed: 0x5E9A_4AB1E)
        return (0..<240).map { _ in random.view(depth: 0) }
    }()

    /// Random trees of only what is separable (stacks, shapes, spacers, dividers, images,
    /// frames, padding, priorities, …), which are sized one axis at a time throughout.
    static let separableViews: [ViewNode] = {
        var random = RandomViews(seed: 0xA8E5_0F7, separableOnly: true)
        return (0..<240).map { _ in random.view(depth: 0) }
    }()

    static let containers = [
        LayoutContainer(size: Size(width: 390, height: 844), scale: 3),
        LayoutContainer(size: Size(width: 200, height: 90), scale: 2),
    ]

    static let environments = [
        EnvironmentValues(),
        EnvironmentValues(dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft),
    ]

    @Test func sizingAxesApartChangesNoFrame() throws {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        var plain = engine
        plain.sizesAxesApart = false
        var laidOut = 0
        for view in Self.views + Self.separableViews {
            let prepared = try engine.prepare(view)
            for container in Self.containers {
                for environment in Self.environments {
                    let combined = Result { try engine.layout(prepared, in: container, environment: environment) }
                    let separate = Result { try plain.layout(prepared, in: container, environment: environment) }
                    #expect(String(describing: combined) == String(describing: separate))
                    if case .success = combined { laidOut += 1 }
                }
            }
        }
        // Most trees lay out (some never settle, their state feeding back into their frames).
        #expect(laidOut > Self.views.count * 2 * Self.containers.count * Self.environments.count * 3 / 4, "\(laidOut)")
    }

    /// Before pixel snapping, which could hide a difference: every node's unsnapped frame is
    /// bit for bit the same whether separable nodes are sized one axis at a time or not, for
    /// proposals of every kind.
    @Test func sizingAxesApartPlacesEveryNodeAlike() throws {
        let proposals = [ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 97.5, height: nil),
                         .unspecified, .zero, .infinity, ProposedViewSize(width: nil, height: 33.25)]
        var separable = 0
        for view in Self.views + Self.separableViews {
            let template = try PreparedView(view).template(for: .large)
            func frames(apart: Bool) -> [[UInt64]] {
                let tree = LayoutTree(template.nodes, texts: template.measuredTexts(in: EnvironmentValues()).texts,
                                      dividerThickness: 1.0 / 3, measurer: FixedAdvanceTextMeasurer(), sizesAxesApart: apart)
                var frames: [[UInt64]] = []
                for proposal in proposals {
                    let size = tree.sizeThatFits(template.root, proposal)
                    tree.place(template.root, at: Point(x: 1.5, y: -2), proposal: proposal)
                    frames.append([size.width.bitPattern, size.height.bitPattern])
                    for id in 0..<tree.count {
                        let frame = tree.frame(id)
                        frames.append(frame.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) } ?? [])
                    }
                }
                return frames
            }
            let apart = frames(apart: true), whole = frames(apart: false)
            let first = apart.indices.first { apart[$0] != whole[$0] }
            #expect(first == nil, "entry \(first ?? 0) (root size, then each node, per proposal) of \(view)")
            if template.nodes.nodes[template.root].isSeparable { separable += 1 }
        }
        // Every tree of the second set is separable throughout.
        #expect(separable >= Self.separableViews.count, "\(separable)")
    }

    /// Every node marked separable, asked a grid of proposals with sizing apart off (each
    /// answer worked out for its whole proposal), gives the same width for the same proposed
    /// width whatever the proposed height, and the same height for the same proposed height.
    @Test func separableNodesSizeEachAxisFromItsOwnProposal() throws {
        let lengths: [Double?] = [nil, 0, 12.5, 75, 320, .infinity]
        var checked = 0
        for view in Self.views + Self.separableViews {
            let template = try PreparedView(view).template(for: .large)
            let tree = LayoutTree(template.nodes, texts: template.measuredTexts(in: EnvironmentValues()).texts,
                                  dividerThickness: 1.0 / 3, measurer: FixedAdvanceTextMeasurer(),
                                  sizesAxesApart: false)
            for id in 0..<tree.count where tree[id].isSeparable {
                checked += 1
                for w in lengths {
                    let width = tree.sizeThatFits(id, ProposedViewSize(width: w, height: lengths[0])).width
                    for h in lengths {
                        let size = tree.sizeThatFits(id, ProposedViewSize(width: w, height: h))
                        let height = tree.sizeThatFits(id, ProposedViewSize(width: lengths[0], height: h)).height
                        #expect(size.width.bitPattern == width.bitPattern, "node \(id) of \(view)")
                        #expect(size.height.bitPattern == height.bitPattern, "node \(id) of \(view)")
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    /// What the builder marks separable at the root: shapes, spacers, dividers, images and the
    /// stacks and modifiers made of them, and a background whatever it holds (only the primary
    /// view sizes it); not text, an aspect ratio, a child that sets the guide its stack aligns
    /// on (a guide the stack does not align on is fine), a state length or a grid.
    @Test(arguments: [
        (ViewNode.hStack([.rect(.frame(width: 20)), ViewNode(.color, modifiers: [.padding(EdgeInsets(all: 4))]),
                          ViewNode(.spacer(minLength: nil)), ViewNode(.divider)]), true),
        (ViewNode(.zStack(alignment: .topLeading), children: [.rect(.flex(maxWidth: 80)),
                                                             ViewNode(.image(width: 30, height: 20, resizable: false))]), true),
        (.vStack([.rect(.background(.rect(.aspectRatio(2, contentMode: .fit)), .center))]), true),
        (.hStack([.rect(), .text("Text ties width to height")]), false),
        (.vStack([.rect(.aspectRatio(2, contentMode: .fit))]), false),
        (.hStack([.rect(), .rect(.alignmentGuide(.vertical(.center), value: 4))]), false),
        (.hStack([.rect(.alignmentGuide(.vertical(.top), value: 4))]), true),
        (.rect(.frame(width: .state("w"), height: nil, alignment: .center)), false),
        (ViewNode(.lazyVGrid(columns: [GridItem()], spacing: nil), children: [.rect()]), false),
    ] as [(ViewNode, Bool)])
    func whatTheBuilderMarksSeparable(view: ViewNode, separable: Bool) throws {
        let template = try PreparedView(view).template(for: .large)
        #expect(template.nodes.nodes[template.root].isSeparable == separable)
    }
}

/// Random view trees from a fixed seed (a 64-bit linear congruential generator), the same on
/// every machine.
struct RandomViews {
    private var state: UInt64
    /// Only separable views and modifiers: no text, aspect ratio, grid, `ViewThatFits`,
    /// alignment guide or state length.
    private let separableOnly: Bool

    init(seed: UInt64, separableOnly: Bool = false) {
        state = seed
        self.separableOnly = separableOnly
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }

    private mutating func length() -> Double { Double(next(12)) * 7.5 }

    mutating func view(depth: Int) -> ViewNode {
        let modifiers = (0..<next(3)).map { _ in modifier(depth: depth) }
        guard depth < 4, next(3) != 0 else { return ViewNode(leaf(), modifiers: modifiers) }
        var children = (0..<1 + next(4)).map { _ in view(depth: depth + 1) }
        let content: ViewContent
        switch separableOnly ? pick([0, 1, 2, 3, 4, 5, 6, 9, 13]) : next(14) {
        case 0, 1: content = .hStack(alignment: pick([.top, .center, .bottom, .firstTextBaseline]), spacing: pick([nil, 0, 6]))
        case 2, 3: content = .vStack(alignment: pick([.leading, .center, .trailing]), spacing: pick([nil, 0, 6]))
        case 4, 5: content = .zStack(alignment: pick(Alignment.named.map(\.alignment)))
        case 6: content = .geometryReader
        case 7: content = .viewThatFits(in: pick([[.horizontal], [.horizontal, .vertical]]))
        case 8: content = .lazyVGrid(columns: [GridItem(), GridItem(.fixed(40))], spacing: nil)
        case 9: content = .group
        case 10: content = .flexibleStack(hStackAlignment: .center, vStackAlignment: .leading)
        case 11:
            content = .weightedStack(axis: pick([.horizontal, .vertical]))
            children = children.map { ViewNode($0.content, children: $0.children,
                                               modifiers: $0.modifiers + [.weighted(Double(1 + next(3)))]) }
        case 12:
            content = .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: pick([nil, 4]))
            children = [ViewNode(.gridRow(alignment: nil), children: children),
                        ViewNode(.gridRow(alignment: .top), children: [ViewNode(leaf())])]
        default: content = .button
        }
        return ViewNode(content, children: children, modifiers: modifiers)
    }

    private mutating func leaf() -> ViewContent {
        switch separableOnly ? pick([0, 1, 3, 4, 5, 6]) : next(8) {
        case 0: .rectangle
        case 1: .color
        case 2: .text(.verbatim(pick(["OK", "Sign in", "Notifications and sounds for every account"])),
                      lineLimit: pick([nil, 1, 2]))
        case 3: .image(width: 24, height: 16, resizable: next(2) == 0)
        case 4: .spacer(minLength: pick([nil, 0, 20]))
        case 5: .divider
        default: .rectangle
        }
    }

    private mutating func modifier(depth: Int) -> Modifier {
        switch separableOnly ? pick([0, 1, 2, 3, 4, 5, 7, 9, 10]) : next(13) {
        case 0, 1: .padding(EdgeInsets(all: length()))
        case 2: .frame(width: pick([nil, .points(length())]), height: pick([nil, .points(length())]),
                       alignment: pick(Alignment.named.map(\.alignment)))
        case 3, 4: .flexibleFrame(FlexibleFrame(minWidth: pick([nil, .points(length())]),
                                                maxWidth: pick([nil, .points(.infinity), .points(length())]),
                                                idealHeight: pick([nil, .points(length())]),
                                                maxHeight: pick([nil, .points(.infinity)]),
                                                alignment: pick(Alignment.named.map(\.alignment))))
        case 5: .fixedSize(horizontal: next(2) == 0, vertical: next(2) == 0)
        case 6: .aspectRatio(pick([nil, 0.5, 2]), contentMode: pick([.fit, .fill]))
        case 7: .offset(x: length(), y: -length())
        case 8: .alignmentGuide(pick([.vertical(.center), .vertical(.top), .horizontal(.leading)]), value: length())
        case 9: depth < 3 ? .background(ViewNode(.color, modifiers: [.padding(EdgeInsets(all: 2))]), .center)
            : .overlay(ViewNode(.rectangle), .bottomTrailing)
        case 10: .layoutPriority(1)
        case 11: .preference(key: "widest", dimension: .horizontal, reduce: .max)
        default: .frame(width: .state("widest"), height: nil, alignment: .leading)
        }
    }
}
