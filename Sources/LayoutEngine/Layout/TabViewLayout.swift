/// `TabView`: the selected tab's content and the tab bar, which takes its height at the top
/// or bottom of the view and leaves the content the rest. A bottom bar on the safe area's
/// bottom edge reaches down through it (its items stay in its top `barHeight`); the content's
/// safe area ends at the bar, so a view in it that ignores the safe area grows under the bar.
///
/// The bar is built once per placement (`TabBarPlacement`) and the container chooses which is
/// laid out, as `ViewThatFits` lays out one child: the others report no frame.
///
/// At the top (iPadOS 18), a tab whose content is a `NavigationStack` shares its navigation
/// bar's row: the tabs float in that row, over the bar, and the content takes the whole
/// view, its bar (title below, items at the ends) in the row's place. Other content starts
/// below the tab bar's row, as under a navigation bar.
struct TabViewLayout: NodeLayout {
    var content: NodeID
    /// The bars, one per `TabBarPlacement`, in its order.
    var bars: ListRange
    /// Whether the selected tab's content is a `NavigationStack`, whose bar's row a top tab
    /// bar shares.
    var sharesNavigationRow = false

    /// The height the bar takes from the content at `placement`: none for a top bar in a
    /// navigation bar's row.
    private func reserved(_ placement: TabBarPlacement) -> Double {
        placement == .top && sharesNavigationRow ? 0 : placement.barHeight
    }

    private func placement(_ tree: LayoutTree) -> TabBarPlacement {
        TabBarPlacement.of(idiom: tree.containerIdiom, horizontal: tree.horizontalSizeClass,
                           vertical: tree.verticalSizeClass)
    }

    /// The proposal where there is one, else the content's ideal length plus the bar's.
    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let bar = reserved(placement(tree))
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
            let top = min(reserved(placement), bounds.height)
            contentRect = Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
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
