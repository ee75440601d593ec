/// `Menu("Sort") { items }`: on screen, only its label, as a button's (`Menu/Text`, or the
/// `label` view), in the frame the `buttonStyle` draws. Its items (`children`) are shown in a
/// popup when tapped, so they are read but not laid out.
package struct Menu: ViewKind {
    package static let typeName = "Menu"
    package static let hasChildren = true
    package static let role = FrameFacts.Role.control
    package var label: ViewNode

    package init(label: ViewNode) {
        self.label = label
    }

    package init(arguments: some ViewArguments) throws {
        switch (try arguments.title(), try arguments.view("label")) {
        case let (title?, nil): label = ViewNode(.text(title))
        case let (nil, view?): label = view
        case (nil, nil): throw arguments.error(at: nil, "a Menu needs \"key\", \"verbatim\" or a \"label\" view")
        case (_?, _?): throw arguments.error(at: "label", "a Menu has either a title or a \"label\" view, not both")
        }
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        let children = try builder.buildChildren([label], scope: builder.buttonLabelScope(scope), stackAxis: scope.stackAxis)
        return builder.styledButton(builder.list.subviews[children.start], scope: scope)
    }
}
