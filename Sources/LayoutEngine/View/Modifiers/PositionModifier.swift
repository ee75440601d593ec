/// `position(x:y:)`: the view takes its whole proposal and centres its content at the point.
package struct PositionModifier: ModifierKind {
    package static let name = "position"
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
        builder.list.add(.position(PositionLayout(position: Point(x: x, y: y), child: node)), wrapping: node)
    }
}
