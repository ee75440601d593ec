/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view (`secondary`) sits on
/// `edge`, and the modified view (`primary`) is inset by its length and `spacing`, with its
/// safe area grown by as much, as SwiftUI's `_InsetViewModifier` lays them out:
///
/// - the inset view is proposed what is left along the edge's axis after the spacing and the
///   modified view's minimum (its length for a zero proposal), and the proposal across;
/// - the modified view is proposed what is left after the inset view and the spacing;
/// - the modified view sits against the opposite edge, centred across; the inset view against
///   `edge`, its `alignment` guide on the modified view's.
struct SafeAreaInsetLayout: NodeLayout {
    var edge: Edge
    /// The guide that lines the two up across the edge's axis: `horizontal` for the top and
    /// bottom edges, `vertical` for the others.
    var alignment: Alignment
    var spacing: Double
    var primary: NodeID
    var secondary: NodeID

    /// The axis the two views share: vertical for the top and bottom edges.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The proposals and sizes of both views for `proposal`.
    private func sized(_ proposal: ProposedViewSize, _ tree: LayoutTree)
        -> (secondary: ProposedViewSize, secondarySize: Size, primary: ProposedViewSize, primarySize: Size) {
        var secondaryProposal = proposal, primaryProposal = proposal
        if let length = proposal[axis] {
            let withoutSpacing = max(length - spacing, 0)
            var minimum = proposal
            minimum[axis] = 0
            secondaryProposal[axis] = max(withoutSpacing - tree.sizeThatFits(primary, minimum)[axis], 0)
        }
        let secondarySize = tree.sizeThatFits(secondary, secondaryProposal)
        if let length = proposal[axis] { primaryProposal[axis] = max(length - (secondarySize[axis] + spacing), 0) }
        return (secondaryProposal, secondarySize, primaryProposal, tree.sizeThatFits(primary, primaryProposal))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        let s = sized(proposal, tree)
        return Size(major: s.secondarySize[axis] + spacing + s.primarySize[axis],
                    minor: max(s.secondarySize[axis.other], s.primarySize[axis.other]), axis: axis)
    }

    func isSeparable(in list: NodeList) -> Bool { false }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        preconditionFailure("SafeAreaInsetLayout is never separable: its views share an axis")
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        var proposal = proposal
        let across = axis.other
        if proposal[across] == nil { proposal[across] = bounds.size[across] }
        let s = sized(proposal, tree)
        // Against the opposite edge, centred across.
        var primaryOrigin = bounds.origin, secondaryOrigin = bounds.origin
        primaryOrigin[across] += (bounds.size[across] - s.primarySize[across]) / 2
        switch edge {
        case .top, .leading: primaryOrigin[axis] += bounds.size[axis] - s.primarySize[axis]
        case .bottom, .trailing: secondaryOrigin[axis] += bounds.size[axis] - s.secondarySize[axis]
        }
        let primaryGuide = tree.value(of: alignment, on: across, for: primary, size: s.primarySize, proposal: s.primary)
        let secondaryGuide = tree.value(of: alignment, on: across, for: secondary, size: s.secondarySize,
                                        proposal: s.secondary)
        secondaryOrigin[across] = primaryOrigin[across] + primaryGuide - secondaryGuide

        let primaryFrame = Rect(origin: primaryOrigin, size: s.primarySize)
        let inset = s.secondarySize[axis] + spacing
        var outer = primaryFrame
        switch edge {
        case .top: outer = Rect(x: outer.minX, y: outer.minY - inset, width: outer.width, height: outer.height + inset)
        case .leading: outer = Rect(x: outer.minX - inset, y: outer.minY, width: outer.width + inset, height: outer.height)
        case .bottom: outer.size.height += inset
        case .trailing: outer.size.width += inset
        }
        tree.withSafeArea(SafeAreaRegion(safe: primaryFrame, outer: outer)) {
            tree.place(primary, at: primaryOrigin, size: s.primarySize, proposal: s.primary)
        }
        tree.place(secondary, at: secondaryOrigin, size: s.secondarySize, proposal: s.secondary)
    }
}
