/// `offset(x:y:)`: moves the drawing, not the layout; the view's parent places it where it
/// would be unmoved.
package struct OffsetModifier: ModifierKind {
    package static let name = "offset"
    package static let wrapsInALayout = true
    package var offset: Point

    package init(x: Double, y: Double) {
        offset = Point(x: x, y: y)
    }

    package init(arguments: some ViewArguments) throws {
        offset = try arguments.point()
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        builder.list.add(.offset(OffsetLayout(offset: offset, child: node)), wrapping: node)
    }
}
