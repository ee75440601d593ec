/// What the engine reports for one view of the scenario: where its frame comes from, its
/// named frames, and the views inside it, in tree order.
final class ViewRecord {
    /// The path component: the type, indexed among same-type siblings (`HStack[1]`), or the
    /// modifier name for the view of a `background`/`overlay`.
    let name: String
    /// The SwiftUI type name; `nil` for a modifier's slot, which has no frame of its own.
    let type: String?
    /// The layout whose frame is the view's own frame.
    var node: LayoutNode?
    /// For `Group`s (and multi-view button labels): the outermost layouts of the children,
    /// whose union is the group's frame.
    var members: [LayoutNode] = []
    var text: TextNode?
    /// Named frames, in chain order: `id` modifiers, then the view's `id`.
    var ids: [(name: String, node: LayoutNode?, members: [LayoutNode])] = []
    /// `background`/`overlay` slots, then children.
    var children: [ViewRecord] = []

    init(name: String, type: String?) {
        self.name = name
        self.type = type
    }

    /// The unsnapped left-to-right frame, or `nil` when the view was not laid out.
    static func frame(of node: LayoutNode?, members: [LayoutNode]) -> Rect? {
        if let node { return node.isPlaced ? node.frame : nil }
        let placed = members.filter(\.isPlaced)
        guard let first = placed.first else { return nil }
        return placed.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }
}
