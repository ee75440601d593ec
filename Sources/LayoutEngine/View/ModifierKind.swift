/// A kind of modifier written in one file: its SwiftUI name, its arguments as a front end
/// reads them, and what it does, which is one or both of
/// - setting something for the views inside (`apply(to:)`: a font, a line spacing), and
/// - wrapping the view in a layout of its own (`wrap(_:in:scope:)`: an offset, a position).
///
/// A new modifier is a type conforming to this, in `View/Modifiers/`, and its line in
/// ``ModifierKinds/all`` (`docs/adding-a-view.md`). A modifier whose value is not an object
/// (`{"kerning": 1.5}`) reads it as its one unlabelled argument, `"_"`.
package protocol ModifierKind: Hashable, Sendable {
    /// The SwiftUI name, as fixtures write it.
    static var name: String { get }
    /// Whether `apply(to:)` sets anything: a view whose modifiers set nothing skips making
    /// an environment of its own.
    static var changesEnvironment: Bool { get }
    /// Whether `wrap(_:in:scope:)` adds a layout node, which the engine benchmark counts.
    static var wrapsInALayout: Bool { get }

    /// Reads its arguments by SwiftUI's labels, with SwiftUI's defaults.
    init(arguments: some ViewArguments) throws

    /// Sets what it sets for the texts inside. Called from the innermost modifier out, so
    /// that the one nearest the view wins, as in SwiftUI.
    func apply(to text: inout ViewTreeBuilder.TextModifiers)

    /// Wraps `node`, the view with the modifiers before this one, and returns the outermost.
    func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
              scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID
}

extension ModifierKind {
    package static var changesEnvironment: Bool { false }

    package func apply(to text: inout ViewTreeBuilder.TextModifiers) {}

    package func wrap(_ node: NodeID, in builder: inout ViewTreeBuilder,
                      scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID {
        node
    }
}
