/// `ShareLink(item:)`: a `Label` of its title (by default "Share", as iOS shows it in
/// English) and the `square.and.arrow.up` symbol, in the frame the `buttonStyle` draws.
/// `item`, `subject` and `message` are read and dropped.
package struct ShareLink: ViewKind {
    package static let typeName = "ShareLink"
    package static let hasChildren = false
    package static let role = FrameFacts.Role.control
    package var title: TextContent

    package init(title: TextContent = .verbatim("Share")) {
        self.title = title
    }

    package init(arguments: some ViewArguments) throws {
        title = try arguments.title() ?? .verbatim("Share")
        _ = try arguments.string("item")
        _ = try arguments.string("subject")
        _ = try arguments.string("message")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        let label = try builder.buildLabel(title: title, systemImage: "square.and.arrow.up",
                                             scope: builder.buttonLabelScope(scope))
        return builder.styledButton(label, scope: scope)
    }
}
