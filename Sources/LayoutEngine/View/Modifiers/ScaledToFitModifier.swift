/// `scaledToFit()`: `aspectRatio(contentMode: .fit)` with the view's own ratio.
package struct ScaledToFitModifier: ArgumentlessModifier {
    package static let name = "scaledToFit"
    package static let wrapsInALayout = true

    package init() {}

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        AspectRatioModifier.wrap(node, ratio: nil, contentMode: .fit, in: &builder)
    }
}
