/// `position(x:y:)`: the view takes its whole proposal and centres its content at the point.
package struct PositionModifier: ModifierKind {
    package static let name = "position"
    package static let wrapsInALayout = true
    package var position: Point

    package init(x: Double, y: Double) {
        position = Point(x: x, y: y)
    }

    package init(arguments: some ViewArguments) throws {
        position = try arguments.point()
    }

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        builder.list.add(.position(PositionLayout(position: position, child: node)), wrapping: node)
    }
}
