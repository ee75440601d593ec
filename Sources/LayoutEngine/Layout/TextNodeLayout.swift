/// A `Text`: its measurement lives in the tree's `texts[slot]`, which a layout node cannot
/// hold (it is not a plain value).
struct TextNodeLayout: AxisCoupledLayout {
    var slot: Int

    func sizeThatFits(_ proposal: ProposedViewSize, in tree: LayoutTree) -> Size {
        tree.texts[slot].layout(for: proposal, measurer: tree.measurer).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, tree: LayoutTree) {
        tree.texts[slot].place(proposal, measurer: tree.measurer)
    }

    func explicitAlignment(_ guide: AlignmentGuide, size: Size, proposal: ProposedViewSize, tree: LayoutTree) -> Double? {
        tree.texts[slot].baseline(guide, proposal: proposal, measurer: tree.measurer)
    }
}
