/// `ProgressView(value:total:) { label }`: a bar across the width offered, 4 pt tall, when a
/// `value` is given (`isLinear`); a 20 × 20 spinner otherwise. Its children, the label, stack
/// above the bar (leading) or below the spinner (centred). The fraction never moves a frame.
package struct ProgressView: ViewKind {
    package static let typeName = "ProgressView"
    package static let hasChildren = true
    package var isLinear: Bool

    package init(isLinear: Bool) {
        self.isLinear = isLinear
    }

    package init(arguments: some ViewArguments) throws {
        isLinear = try arguments.length("value", atLeast: 0) != nil
        _ = try arguments.length("total", atLeast: 0)
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildProgressView(view, isLinear: isLinear, scope: scope)
    }
}
