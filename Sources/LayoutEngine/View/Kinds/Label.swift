/// `Label("Favourites", systemImage: "star")`: the symbol and the title side by side, the
/// icon leading, centred on each other, 8 apart; `labelStyle` shows the title or the icon
/// alone. The parts are reported as `Label/Image` and `Label/Text`.
package struct Label: ViewKind {
    package static let typeName = "Label"
    package static let hasChildren = false
    package var title: TextContent
    package var systemImage: String

    package init(title: TextContent, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    package init(arguments: some ViewArguments) throws {
        guard let title = try arguments.title() else {
            throw arguments.error(at: nil, "a Label needs \"key\" (a localized title) or \"verbatim\"")
        }
        guard let symbol = try arguments.string("systemImage"), !symbol.isEmpty else {
            throw arguments.error(at: "systemImage", "a Label needs \"systemImage\", an SF Symbols name")
        }
        self.title = title
        systemImage = symbol
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildLabel(title: title, systemImage: systemImage, scope: scope)
    }
}
