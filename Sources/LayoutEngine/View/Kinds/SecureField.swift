/// `SecureField("Password", text: $password)`: a ``TextField`` that shows its text as one
/// bullet per character. It is always one line: SwiftUI's `SecureField` has no `axis`.
package struct SecureField: ViewKind {
    package static let typeName = "SecureField"
    package static let hasChildren = false
    package var shown: TextContent

    package init(shown: TextContent) {
        self.shown = shown
    }

    package init(arguments: some ViewArguments) throws {
        shown = try TextField.shown(arguments, isSecure: true)
        if try arguments.string("axis") != nil {
            throw arguments.error(at: "axis", "a SecureField has no axis in SwiftUI; a multi-line field is a TextField")
        }
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildTextField(shown: shown, axis: .horizontal, scope: scope)
    }
}
