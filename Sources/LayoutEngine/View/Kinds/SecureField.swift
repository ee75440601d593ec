/// `SecureField("Password", text: $password)`: a ``TextField`` that shows its text as one
/// bullet per character.
package struct SecureField: ViewKind {
    package static let typeName = "SecureField"
    package static let hasChildren = false
    package var shown: TextContent

    package init(shown: TextContent) {
        self.shown = shown
    }

    package init(arguments: some ViewArguments) throws {
        shown = try TextField.shown(arguments, isSecure: true)
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildTextField(shown: shown, scope: scope)
    }
}
