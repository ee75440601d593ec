/// `safeAreaPadding`: lays out as `padding` does, but the insets are safe area for the views
/// inside, so that a child that ignores the safe area grows back over them (SwiftUI builds
/// it from four `safeAreaInset`s of clear, fixed-size views).
struct SafeAreaPaddingLayout: ModifierLayout {
    var padding: PaddingLayout

    var child: NodeID { padding.child }

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        padding.sizeThatFits(proposal, in: tree)
    }

    func length(along axis: Axis, _ proposed: Double?, in tree: LayoutTree) -> Double {
        padding.length(along: axis, proposed, in: tree)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        let insets = padding.insets
        let safe = Rect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                        width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
        tree.withSafeArea(SafeAreaRegion(safe: safe, outer: bounds)) {
            padding.placeSubviews(in: bounds, proposal: proposal, tree: tree)
        }
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        padding.explicitAlignment(guide, size: size, proposal: proposal, tree: tree)
    }
}
