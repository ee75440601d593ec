/// `Link("Privacy Policy", destination: url)`: its title as a `Text` (`Link/Text`), in the
/// frame the `buttonStyle` around it draws, as a button's label is. The destination is read
/// and dropped.
package struct Link: ViewKind {
    package static let typeName = "Link"
    package static let hasChildren = false
    package static let role = FrameFacts.Role.control
    package var title: TextContent

    package init(title: TextContent) {
        self.title = title
    }

    package init(arguments: some ViewArguments) throws {
        guard let title = try arguments.title() else {
            throw arguments.error(at: nil, "a Link needs \"key\" (a localized title) or \"verbatim\"")
        }
        self.title = title
        _ = try arguments.string("destination")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        let children = try builder.buildChildren([ViewNode(.text(title))], scope: builder.buttonLabelScope(scope), stackAxis: scope.stackAxis)
        return builder.styledButton(builder.list.subviews[children.start], scope: scope)
    }
}
