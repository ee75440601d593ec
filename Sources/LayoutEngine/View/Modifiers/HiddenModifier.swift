/// `hidden()`: the view is not drawn but keeps its space, so its frames do not change.
package struct HiddenModifier: ModifierKind {
    package static let name = "hidden"
    package static let wrapsInALayout = false

    package init() {}

    package init(arguments: some ViewArguments) throws {
        guard try arguments.bool("_") == true else {
            throw arguments.error(at: nil, "expected true, as `hidden()` takes no argument")
        }
    }
}
