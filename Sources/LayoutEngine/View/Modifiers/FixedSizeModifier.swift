/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: the view is proposed its ideal size on
/// those axes, whatever its parent offers.
package struct FixedSizeModifier: ModifierKind {
    package static let name = "fixedSize"
    package static let wrapsInALayout = true
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `true` for both axes, or `{"horizontal": Bool, "vertical": Bool}`, each `false` when
    /// left out.
    package init(arguments: some ViewArguments) throws {
        if let both = try arguments.bool("_") {
            self.init(horizontal: both, vertical: both)
        } else {
            self.init(horizontal: try arguments.bool("horizontal") ?? false, vertical: try arguments.bool("vertical") ?? false)
        }
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        builder.list.add(.fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical, child: node)),
                         wrapping: node)
    }
}
