/// `NavigationLink(destination:) { label }`, `NavigationLink("Title", value:)`: as a row of a
/// `List` or `Form`, its label on the leading edge and the disclosure chevron on the trailing
/// edge, filling the row's width, as iOS draws a navigable row; anywhere else, its label
/// alone, as a plain button. The destination is where a tap goes: it never moves a frame.
package struct NavigationLink: ViewKind {
    package static let typeName = "NavigationLink"
    package static let hasChildren = true
    package static var readsListRow: Bool { true }

    package init() {}

    package init(arguments: some ViewArguments) throws {
        // Read so that a misspelt or malformed destination is still an error; never laid out.
        _ = try arguments.view("destination")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        var inner = scope
        inner.isListRow = false
        if scope.isListRow {
            return try builder.buildLabelledControl(view, control: ControlConstants.disclosureChevronSize,
                                                    slot: "chevron", scope: inner)
        }
        // As `Button` lays out a label: one view in its style's frame; several stacked.
        let labelScope = builder.buttonLabelScope(inner)
        let count = view.children.count
        let labels = try builder.buildChildren(view.children, scope: labelScope,
                                               stackAxis: count == 1 ? inner.stackAxis : .vertical)
        let label = count == 1 ? builder.list.subviews[labels.start]
                               : builder.addStack(.vertical, .center, spacing: nil, labels)
        return builder.styledButton(label, scope: inner)
    }
}
