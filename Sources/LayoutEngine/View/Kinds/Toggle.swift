/// `Toggle(isOn:) { label }`: the label on the leading edge and the switch on the trailing
/// edge, filling the width offered, as in a `Form` row. Whether it is on never moves a frame.
package struct Toggle: ViewKind {
    package static let typeName = "Toggle"
    package static let hasChildren = true
    package var isOn: Bool

    package init(isOn: Bool = false) {
        self.isOn = isOn
    }

    package init(arguments: some ViewArguments) throws {
        isOn = try arguments.bool("isOn") ?? false
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildLabelledControl(view, control: ControlConstants.switchSize, scope: scope)
    }
}
