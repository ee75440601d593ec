/// `TextField("Email", text: $email, prompt:, axis:)`: a field across the width offered,
/// showing `shown` as a `Text` on the leading edge: its text, or while the text is empty its
/// prompt, else its title (`key`, localized, or `verbatim`).
///
/// A `horizontal` field (the default) is one line whatever `lineLimit` says. A `vertical` one
/// grows with its text from one line up to the `lineLimit` around it (none: without bound), and
/// keeps the lines a ranged or space-reserving `lineLimit` asks for (`2...4`, `reservesSpace`),
/// as SwiftUI's multi-line fields do.
package struct TextField: ViewKind {
    package static let typeName = "TextField"
    package static let hasChildren = false
    package var shown: TextContent
    package var axis: Axis

    /// `axis:` as fixtures write it.
    enum AxisName: String, CaseIterable {
        case horizontal, vertical
    }

    package init(shown: TextContent, axis: Axis = .horizontal) {
        self.shown = shown
        self.axis = axis
    }

    package init(arguments: some ViewArguments) throws {
        shown = try Self.shown(arguments, isSecure: false)
        axis = try arguments.choice("axis", as: AxisName.self) == .vertical ? .vertical : .horizontal
    }

    /// What a field shows: a secure field shows its text as one bullet per character.
    static func shown(_ arguments: some ViewArguments, isSecure: Bool) throws -> TextContent {
        let title = try arguments.title()
        let prompt = try arguments.string("prompt")
        let text = try arguments.string("text") ?? ""
        guard let title else {
            throw arguments.error(at: nil, "a text field needs \"key\" (a localized title) or \"verbatim\"")
        }
        if !text.isEmpty { return .verbatim(isSecure ? String(repeating: "\u{2022}", count: text.count) : text) }
        return prompt.map(TextContent.verbatim) ?? title
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildTextField(shown: shown, axis: axis, scope: scope)
    }
}
