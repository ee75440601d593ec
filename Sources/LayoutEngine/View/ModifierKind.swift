/// A kind of modifier written in one file: its SwiftUI name, its arguments as a front end
/// reads them, and what it does, which is one or both of
/// - setting something for the views inside (`apply(to:)`: a font, a line limit, a control
///   style, a Dynamic Type size, a list style), and
/// - wrapping the view in a layout of its own (`wrap(_:in:scope:)`: an offset, a position),
///   or noting something of the view in the builder (the layout direction it sets).
/// A modifier that does neither (`clipped`, `hidden`) is read and changes no frame.
///
/// A new modifier is a type conforming to this, in `View/Modifiers/`, and its line in
/// ``ModifierKinds/all`` (`docs/adding-a-view.md`). A modifier whose value is not an object
/// (`{"kerning": 1.5}`) reads it as its one unlabelled argument, `"_"`.
package protocol ModifierKind: Hashable, Sendable {
    /// The SwiftUI name, as fixtures write it.
    static var name: String { get }
    /// Whether `wrap(_:in:scope:)` adds a layout node, which the engine benchmark counts.
    static var wrapsInALayout: Bool { get }

    /// Reads its arguments by SwiftUI's labels, with SwiftUI's defaults.
    init(arguments: some ViewArguments) throws

    /// Sets what it sets for the views inside, in the scope they are built in: its texts'
    /// modifiers (`scope.text`), its environment (`scope.environment`), its controls' styles
    /// (`scope.controls`), its lists' settings (`scope.list`), its scroll views' margins and
    /// position. Called from the outermost modifier in, so that the one nearest the view wins
    /// (and a clamp composes from the outside in), as in SwiftUI.
    func apply(to scope: inout ViewTreeBuilder.Scope)

    /// Wraps `node`, the view with the modifiers before this one, and returns the outermost.
    func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
              scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID
}

extension ModifierKind {
    package func apply(to scope: inout ViewTreeBuilder.Scope) {}

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        node
    }
}
