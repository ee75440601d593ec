/// `Stepper(value:in:step:) { label }`: the label on the leading edge and the − + control on
/// the trailing edge, filling the width offered. The value never changes a frame (the label
/// shows it), so it is read and dropped.
package struct Stepper: ViewKind {
    package static let typeName = "Stepper"
    package static let hasChildren = true

    package init() {}

    package init(arguments: some ViewArguments) throws {
        _ = try arguments.length("value")
        _ = try arguments.length("step")
        if let bounds = try arguments.lengths("in"),
           bounds.count != 2 || bounds[0] > bounds[1] {
            throw arguments.error(at: "in", "a Stepper's \"in\" is [lower, upper], lower no greater than upper")
        }
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildLabelledControl(view, control: ControlConstants.stepperSize, scope: scope)
    }
}
