/// What the engine reports for one view of the scenario: where its frame comes from and its
/// named frames.
///
/// The builder keeps the records of a tree in one array, in the order it makes them: a view,
/// then the views inside it (children, then `background`/`overlay` slots), which is the order
/// frames are reported in. A flat array instead of a tree of objects spares an allocation per
/// view and the release of each one afterwards.
struct ViewRecord {
    /// The path component's label: the type, or the modifier name for the view of a
    /// `background`/`overlay`.
    let label: String
    /// The index that follows the label in the path (`HStack[1]`), when there is one. Kept
    /// apart so that the path is written without making a string per view.
    let index: Int?
    /// The SwiftUI type name; `nil` for a modifier's slot, which has no frame of its own.
    let type: String?
    /// The position of the record this one is inside, in the builder's records; `nil` for
    /// the root.
    let parent: Int?
    /// How many records this one is inside: 0 for the root.
    let depth: Int
    /// The layout whose frame is the view's own frame.
    var node: NodeID?
    /// For `Group`s (and multi-view button labels): the outermost layouts of the children,
    /// whose union is the group's frame.
    var members: [NodeID] = []
    /// For a `Text`: its slot among the tree's texts.
    var textSlot: Int?
    /// Named frames, in chain order: `id` modifiers, then the view's `id`.
    var ids: [(name: String, node: NodeID?, members: [NodeID])] = []
    /// The view's own `id` (not an `id` modifier's), which findings name it by.
    var viewID: String?
    /// What the scenario allows of this view (lint kinds, by name): the engine only carries them.
    var allow: [String] = []
    /// What the view draws and how its children share its space, for lints (see ``FrameFacts``).
    var role: FrameFacts.Role = .container
    var structure: FrameFacts.Structure = .plain
    /// The innermost `frame` that gives the view a fixed width or height, and which: a view
    /// that does not fit it is drawn outside the space its parent gave it.
    var fixedFrame: (node: NodeID, width: Bool, height: Bool)?
    /// The axes the view's content scrolls along (a `ScrollView`, `List` or `Form`): what is
    /// past the safe area along them is scrolled out of sight, not cut off.
    var scrollAxes: Axis.Set = []
    /// The layout direction an `environment` modifier of the view sets, and the node it wraps:
    /// the frames inside are mirrored within that node's frame where it differs from the
    /// direction around the view.
    var direction: (LayoutDirection, node: NodeID)?

    init(label: String, index: Int?, type: String?, parent: Int?, depth: Int) {
        self.label = label
        self.index = index
        self.type = type
        self.parent = parent
        self.depth = depth
    }

    /// The path component: `Text`, `HStack[1]`, `background`.
    var name: String {
        guard let index else { return label }
        return label + "[" + String(index) + "]"
    }

    /// The path from the root of the record at `position` in `records`,
    /// `VStack/HStack[1]/Text`.
    static func path(of position: Int, in records: [ViewRecord]) -> String {
        let record = records[position]
        guard let parent = record.parent else { return record.name }
        return path(of: parent, in: records) + "/" + record.name
    }

    /// The unsnapped left-to-right frame, or `nil` when the view was not laid out.
    static func frame(of node: NodeID?, members: [NodeID], in tree: LayoutTree) -> Rect? {
        if let node { return tree.frame(node) }
        let placed = members.compactMap(tree.frame)
        guard let first = placed.first else { return nil }
        return placed.dropFirst().reduce(first) { $0.union($1) }
    }
}
