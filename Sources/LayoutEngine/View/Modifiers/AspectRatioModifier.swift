/// `aspectRatio(_:contentMode:)`: the view in the largest (`fit`) or smallest (`fill`) size
/// of `ratio` (width over height; `nil`: the view's own ideal ratio) for its proposal.
package struct AspectRatioModifier: ModifierKind {
    package static let name = "aspectRatio"
    package static let wrapsInALayout = true
    package var ratio: Double?
    package var contentMode: ContentMode

    package init(_ ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// A ratio (`1.5`, fitting), or `{"ratio": 1.5 or null, "contentMode": "fill"}`.
    package init(arguments: some ViewArguments) throws {
        let ratios = 0.000_001...1_000_000
        if let ratio = try arguments.number("_", in: ratios) {
            self.init(ratio, contentMode: .fit)
        } else {
            self.init(arguments.isNull("ratio") ? nil : try arguments.number("ratio", in: ratios),
                      contentMode: try arguments.choice("contentMode", as: ContentMode.self) ?? .fit)
        }
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        AspectRatioModifier.wrap(node, ratio: ratio, contentMode: contentMode, in: &builder)
    }

    /// The aspect-ratio layout around `node`, which `scaledToFit` and `scaledToFill` are too.
    static func wrap(_ node: NodeID, ratio: Double?, contentMode: ContentMode,
                     in builder: inout ViewTreeBuilder) -> NodeID {
        builder.list.add(.aspectRatio(AspectRatioLayout(ratio: ratio, contentMode: contentMode, child: node)))
    }
}
