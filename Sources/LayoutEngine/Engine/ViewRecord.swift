/// What the engine reports for one view of the scenario: where its frame comes from, its
/// named frames, and the views inside it, in tree order.
final class ViewRecord {
    /// The path component's label: the type, or the modifier name for the view of a
    /// `background`/`overlay`.
    let label: String
    /// The index that follows the label in the path (`HStack[1]`), when there is one. Kept
    /// apart so that the path is written without making a string per view.
    let index: Int?
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

    /// The record this one is a child of. Unowned: a record owns its children.
    unowned let parent: ViewRecord?

    init(label: String, index: Int?, type: String?, parent: ViewRecord?) {
        self.label = label
        self.index = index
        self.type = type
        self.parent = parent
    }

    /// The path component: `Text`, `HStack[1]`, `background`.
    var name: String {
        guard let index else { return label }
        return label + "[" + String(index) + "]"
    }

    /// The path from the root, `VStack/HStack[1]/Text`.
    var path: String {
        guard let parent else { return name }
        return parent.path + "/" + name
    }

    /// The unsnapped left-to-right frame, or `nil` when the view was not laid out.
    static func frame(of node: LayoutNode?, members: [LayoutNode]) -> Rect? {
        if let node { return node.isPlaced ? node.frame : nil }
        let placed = members.filter(\.isPlaced)
        guard let first = placed.first else { return nil }
        return placed.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }
}
