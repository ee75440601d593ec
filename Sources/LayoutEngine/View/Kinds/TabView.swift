/// `TabView(selection:) { tabs }`: the selected tab's content above (or, on an iPad in a
/// regular width, below) a tab bar of every tab's item. Its children are the tabs: `Tab`s,
/// or views with a `tabItem`. Only the selected tab is laid out, as SwiftUI lays out only
/// the tab on screen.
package struct TabView: ViewKind {
    package static let typeName = "TabView"
    package static let hasChildren = true
    package var selection: Selection

    /// Which tab is shown: by position, or by a `Tab`'s `value`.
    package enum Selection: Hashable, Sendable {
        case index(Int)
        case value(String)
    }

    package init(selection: Selection = .index(0)) {
        self.selection = selection
    }

    package init(arguments: some ViewArguments) throws {
        let message = "a TabView's selection is a tab's position (0, 1, …) or a Tab's value (a string)"
        if let index = try? arguments.number("selection", in: 0...100_000) {
            guard index == index.rounded() else { throw arguments.error(at: "selection", message) }
            selection = .index(Int(index))
            return
        }
        do {
            selection = try arguments.string("selection").map(Selection.value) ?? .index(0)
        } catch {
            throw arguments.error(at: "selection", message)
        }
    }

    package func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
                       scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        try builder.buildTabView(view, selection: selection, scope: scope)
    }
}
