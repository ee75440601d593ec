/// `scaledToFit()`: `aspectRatio(contentMode: .fit)` with the view's own ratio.
package struct ScaledToFitModifier: ModifierKind {
    package static let name = "scaledToFit"
    package static let wrapsInALayout = true

    package init() {}

    package init(arguments: some ViewArguments) throws {
        guard try arguments.bool("_") == true else {
            throw arguments.error(at: nil, "expected true, as `scaledToFit()` takes no argument")
        }
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        AspectRatioModifier.wrap(node, ratio: nil, contentMode: .fit, in: &builder)
    }
}
