/// A kind of view written in one file: its SwiftUI name, its arguments as a front end reads
/// them, and the layout nodes it is made of. A new kind is a type conforming to this, in
/// `View/Kinds/`, and its line in ``ViewKinds/all``; the fixture reader, the builder, paths
/// and the fixture-format doc test take it from there (`docs/adding-a-view.md`).
///
/// The kind's stored properties are SwiftUI's arguments that change a frame; arguments that
/// never do (a toggle's binding, a stepper's range) are read, so that a typo is an error, and
/// dropped.
package protocol ViewKind: Hashable, Sendable {
    /// The SwiftUI type name, as fixtures write it and frame paths show it.
    static var typeName: String { get }
    /// Whether a fixture gives it `children` (a control's label, a container's content).
    static var hasChildren: Bool { get }
    /// What its frame is to lints and reports.
    static var role: FrameFacts.Role { get }
    /// The type index of a built-in view the kind shares its SwiftUI name with (an
    /// `Image(systemName:)` is an `Image`), so that siblings of the two are indexed as one
    /// type; `nil` for a kind with a name of its own.
    static var sharedTypeIndex: Int? { get }
    /// Whether it lays out differently as a row of a `List` or `Form` (a `NavigationLink`
    /// gains its chevron): only such a kind sees ``ViewTreeBuilder/Scope/isListRow`` set.
    static var readsListRow: Bool { get }

    /// Reads its arguments by SwiftUI's labels, with SwiftUI's defaults.
    init(arguments: some ViewArguments) throws

    /// Adds the layout nodes of `view`, whose content is this kind, and returns the outermost.
    /// Its children are built with `builder.buildChildren` and its slots (a control, a bar)
    /// get records with `builder.addRecord`.
    func build(_ view: borrowing ViewNode, in builder: inout ViewTreeBuilder,
               scope: ViewTreeBuilder.Scope) throws(LayoutError) -> NodeID
}

extension ViewKind {
    /// A control is its label and its control, each with a record of its own: a container.
    package static var role: FrameFacts.Role { .container }
    package static var sharedTypeIndex: Int? { nil }
    package static var readsListRow: Bool { false }
}
