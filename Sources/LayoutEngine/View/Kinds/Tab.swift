/// `Tab(_:systemImage:value:) { content }` (iOS 18): one tab of a `TabView`, its title and
/// icon the bar's item, its children the content shown when it is selected. Outside a
/// `TabView` it lays out as its content, a `VStack` of its children when it has several.
package struct Tab: ViewKind {
    package static let typeName = "Tab"
    package static let hasChildren = true
    package var label: TabItemLabel
    /// The value a `TabView`'s `selection` names it by.
    package var value: String?

    package init(label: TabItemLabel, value: String? = nil) {
        self.label = label
        self.value = value
    }

    package init(arguments: some ViewArguments) throws {
        let systemImage = try arguments.string("systemImage")
        let image = try arguments.string("image")
        if systemImage != nil, image != nil {
            throw arguments.error(at: "image", "a Tab has either \"systemImage\" or \"image\", not both")
        }
        label = TabItemLabel(title: try arguments.title(), hasImage: systemImage != nil || image != nil)
        value = try arguments.string("value")
        // `Tab(role: .search)`: drawn as a search tab, laid out as any other.
        _ = try arguments.choice("role", as: TabRole.self)
    }

    /// `TabRole`'s cases.
    package enum TabRole: String, CaseIterable {
        case search
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildTabContent(view, scope: scope)
    }
}

/// A `Tab` inside a `tabItem` (which SwiftUI would not take) still gives its title and icon.
extension Tab: TabItemPart {
    package var tabItemTitle: TextContent? { label.title }
    package var tabItemHasImage: Bool { label.hasImage }
}
