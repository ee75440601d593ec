/// `offset(x:y:)`: moves the drawing, not the layout; the view's parent places it where it
/// would be unmoved.
package struct OffsetModifier: ModifierKind {
    package static let name = "offset"
    package static let wrapsInALayout = true
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package init(arguments: some ViewArguments) throws {
        x = try arguments.length("x") ?? 0
        y = try arguments.length("y") ?? 0
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        builder.list.add(.offset(OffsetLayout(offset: Point(x: x, y: y), child: node)), wrapping: node)
    }
}
