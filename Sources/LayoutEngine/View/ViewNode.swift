/// A view in a scenario's tree: what it is, its children, and its modifiers in the order they
/// are written in Swift (the first wraps the view first).
///
/// ```swift
/// // Text("Log in").padding().background(Color.blue)
/// ViewNode(.text(.key("login")), modifiers: [.padding(.init(all: 16)), .background(ViewNode(.color), .center)])
/// ```
public struct ViewNode: Hashable, Sendable {
    public var content: ViewContent
    public var children: [ViewNode]
    public var modifiers: [Modifier]
    /// A name for the frame after all of this view's modifiers.
    public var id: String?
    /// Inside a `FlexibleStack`: the only axis on which this child is shown.
    public var onlyOnAxis: Axis?
    /// Lint kinds the scenario allows for this view (`"allow": ["truncated"]`), by name: the
    /// engine only carries them to the frames it reports.
    public var allow: [String]

    public init(_ content: ViewContent, children: [ViewNode] = [], modifiers: [Modifier] = [],
                id: String? = nil, onlyOnAxis: Axis? = nil, allow: [String] = []) {
        self.content = content
        self.children = children
        self.modifiers = modifiers
        self.id = id
        self.onlyOnAxis = onlyOnAxis
        self.allow = allow
    }

    /// A view of one of the kinds in ``ViewKinds/all``: `ViewNode(Toggle(isOn: true), children: [label])`.
    package init(_ kind: some ViewKind, children: [ViewNode] = [], modifiers: [Modifier] = [], id: String? = nil) {
        self.init(ViewContent(kind), children: children, modifiers: modifiers, id: id)
    }

    /// The number of views in this tree, counting the views inside modifiers.
    public var viewCount: Int {
        var count = 1
        for child in children { count += child.viewCount }
        for modifier in modifiers {
            if case let .background(view, _) = modifier { count += view.viewCount }
            if case let .overlay(view, _) = modifier { count += view.viewCount }
        }
        return count
    }
}
