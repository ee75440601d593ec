/// `listSectionSpacing(_:)`: the space between the sections of the lists inside, instead of
/// the style's margins (`nil`, written `"default"`: the style's).
package struct ListSectionSpacingModifier: ModifierKind {
    package static let name = "listSectionSpacing"
    package static let wrapsInALayout = false
    package var spacing: Double?

    /// The named spacings with a source: only the default.
    enum Name: String, CaseIterable {
        case `default`
    }

    package init(_ spacing: Double?) {
        self.spacing = spacing
    }

    package init(arguments: some ViewArguments) throws {
        // A string is a name; anything else is read as a length, whose error says so.
        if let name = try? arguments.string("_") {
            guard Name(rawValue: name) != nil else {
                throw arguments.error(at: "_", "unknown section spacing \"\(name)\"; expected a length in points or \"default\"")
            }
            spacing = nil
        } else if let spacing = try arguments.length("_", atLeast: 0) {
            self.spacing = spacing
        } else {
            throw arguments.error(at: nil, "expected a length in points or \"default\"")
        }
    }

    package func apply(to scope: inout ViewTreeBuilder.Scope) {
        scope.list.sectionSpacing = spacing
    }
}
