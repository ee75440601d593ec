/// `hidden()`: the view is not drawn but keeps its space, so its frames do not change.
package struct HiddenModifier: ArgumentlessModifier {
    package static let name = "hidden"

    package init() {}
}
