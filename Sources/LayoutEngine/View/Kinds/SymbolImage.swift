/// `Image(systemName:)`: an SF Symbol, sized by the font around it and `imageScale`, as
/// symbols follow the text they sit with (and so Dynamic Type). The common symbols have
/// their own approximate proportions (`SymbolConstants.proportions`), any other is a square
/// of the font's point size at medium scale: Apple publishes no per-symbol sizes (see
/// `docs/swiftui-constants.md`). `symbolVariant` and rendering modifiers do not change it.
package struct SymbolImage: ViewKind {
    package static let typeName = "Image"
    package static let hasChildren = false
    package static let role = FrameFacts.Role.image
    /// An `Image`: siblings of both kinds are indexed together (`HStack/Image[1]`).
    package static let sharedTypeIndex: Int? = ViewContent.image(width: 0, height: 0, resizable: false).typeIndex
    package var systemName: String

    package init(systemName: String) {
        self.systemName = systemName
    }

    package init(arguments: some ViewArguments) throws {
        guard let name = try arguments.string("systemName"), !name.isEmpty else {
            throw arguments.error(at: "systemName", "a symbol's systemName is its SF Symbols name, such as \"star.fill\"")
        }
        systemName = name
        // A symbol image is not resizable here: `resizable()` on a symbol is written as a frame.
        _ = try arguments.string("variableValue")
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        builder.addSymbol(systemName, scope: scope)
    }
}

/// In a `tabItem`, a symbol gives the bar item its icon.
extension SymbolImage: TabItemPart {
    package var tabItemTitle: TextContent? { nil }
    package var tabItemHasImage: Bool { true }
}
