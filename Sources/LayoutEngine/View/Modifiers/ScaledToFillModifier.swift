/// `scaledToFill()`: `aspectRatio(contentMode: .fill)` with the view's own ratio.
package struct ScaledToFillModifier: ArgumentlessModifier {
    package static let name = "scaledToFill"
    package static let wrapsInALayout = true

    package init() {}

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        AspectRatioModifier.wrap(node, ratio: nil, contentMode: .fill, in: &builder)
    }
}
