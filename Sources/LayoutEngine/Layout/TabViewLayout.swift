/// `TabView`: the selected tab's content and the tab bar, which takes its height at the top
/// or bottom of the view and leaves the content the rest. A bottom bar on the safe area's
/// bottom edge reaches down through it (its items stay in its top `barHeight`); the content's
/// safe area ends at the bar, so a view in it that ignores the safe area grows under the bar.
///
/// The bar is built once per placement (`TabBarPlacement`) and the container chooses which is
/// laid out, as `ViewThatFits` lays out one child: the others report no frame.
struct TabViewLayout: NodeLayout {
    var content: NodeID
    /// The bars, one per `TabBarPlacement`, in its order.
    var bars: ListRange

    private func placement(_ tree: LayoutTree) -> TabBarPlacement {
        TabBarPlacement.of(idiom: tree.containerIdiom, horizontal: tree.horizontalSizeClass,
                           vertical: tree.verticalSizeClass)
    }

    /// The proposal where there is one, else the content's ideal length plus the bar's.
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let bar = placement(tree).barHeight
        let inner = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
        let ideal = tree.sizeThatFits(content, inner)
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + bar)
    }

    func isSeparable(in list: NodeList) -> Bool { false }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        let size = sizeThatFits(axis == .horizontal ? ProposedViewSize(width: proposed, height: nil)
                                                    : ProposedViewSize(width: nil, height: proposed), in: tree)
        return axis == .horizontal ? size.width : size.height
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let placement = placement(tree)
        let bar = tree[bars][placement.rawValue]
        let height = min(placement.barHeight, bounds.height)
        let barRect: Rect
        let contentRect: Rect
        if placement == .top {
            barRect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
            contentRect = Rect(x: bounds.minX, y: bounds.minY + height, width: bounds.width, height: bounds.height - height)
        } else {
            let own = Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            barRect = tree.extendingIntoSafeArea(own, on: .bottom)
            contentRect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - height)
        }
        tree.place(bar, in: barRect, alignment: .top, proposal: ProposedViewSize(barRect.size))
        let outer = Rect(x: bounds.minX, y: min(bounds.minY, barRect.minY), width: bounds.width,
                         height: max(bounds.maxY, barRect.maxY) - min(bounds.minY, barRect.minY))
        tree.withSafeArea(SafeAreaRegion(safe: contentRect, outer: outer)) {
            tree.place(content, in: contentRect, alignment: .center, proposal: ProposedViewSize(contentRect.size))
        }
    }
}
