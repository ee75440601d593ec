/// `environment(\.key, value)` on a subtree: its Dynamic Type size, layout direction, locale
/// lists' minimum row height and size classes (``EnvironmentPatch``), each where it is given.
package struct EnvironmentModifier: ModifierKind {
    package static let name = "environment"
    package static let wrapsInALayout = false
    package var patch: EnvironmentPatch

    package init(_ patch: EnvironmentPatch) {
        self.patch = patch
    }

    /// `{"dynamicTypeSize": "xxxLarge", "layoutDirection": "rightToLeft", "locale": "ar",
    /// "defaultMinListRowHeight": 60, "horizontalSizeClass": "compact", "verticalSizeClass":
    /// "regular"}`: any of them.
    package init(arguments: some ViewArguments) throws {
        patch = EnvironmentPatch(dynamicTypeSize: try arguments.dynamicTypeSize("dynamicTypeSize"),
                                 layoutDirection: try arguments.choice("layoutDirection", as: LayoutDirection.self),
                                 defaultMinListRowHeight: try arguments.length("defaultMinListRowHeight", atLeast: 0),
                                 horizontalSizeClass: try arguments.choice("horizontalSizeClass", as: UserInterfaceSizeClass.self),
                                 verticalSizeClass: try arguments.choice("verticalSizeClass", as: UserInterfaceSizeClass.self))
        if let code = try arguments.string("locale") {
            guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw arguments.error(at: "locale", "a locale is a BCP 47 code such as \"de\" or \"pt-BR\"")
            }
            patch.locale = code
        }
        if patch == EnvironmentPatch() {
            throw arguments.error(at: nil, "an environment sets one or more of dynamicTypeSize, layoutDirection, locale, "
                                  + "defaultMinListRowHeight, horizontalSizeClass, verticalSizeClass")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        if let size = patch.dynamicTypeSize {
            scope.environment.sizeClamp = scope.environment.sizeClamp.then(.fixed(size))
        }
        if let direction = patch.layoutDirection { scope.environment.layoutDirection = direction }
        if let locale = patch.locale { scope.environment.locale = locale }
        if let height = patch.defaultMinListRowHeight { scope.list.minimumRowHeight = height }
        if let sizeClass = patch.horizontalSizeClass { scope.environment.horizontalSizeClass = sizeClass }
        if let sizeClass = patch.verticalSizeClass { scope.environment.verticalSizeClass = sizeClass }
    }

    /// Notes the direction it sets and the node it wraps: the frames inside are mirrored
    /// within that node's frame where the direction differs from the one around the view.
    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        if let direction = patch.layoutDirection, let record = scope.record {
            builder.records[record].direction = (direction, node)
        }
        return node
    }
}
