/// What a prepared view's frames are, beyond their rectangles: the role and place in the tree
/// of the view each one belongs to, for passes that judge a layout (lints) rather than record it.
///
/// Made once per prepared view, from its records, and shared by every layout of it, so that a
/// layout pays nothing for it but a reference. Indexed by record (the builder's order, parents
/// first), with `recordOfLabel` to go from a frame's label to its record.
package final class FrameFacts: Sendable {
    /// What a view draws, for the lints that look only at some views.
    package enum Role: UInt8, Sendable {
        case text, image, shape, control, divider, spacer, container

        /// Whether the view draws content of its own that overlaps and cut-offs concern.
        package var isContent: Bool {
            switch self {
            case .text, .image, .shape, .control: true
            case .divider, .spacer, .container: false
            }
        }
    }

    /// How a record's children share its space: side by side, as layers on purpose, or as
    /// the views of a modifier's slot or a group, which take their parent's place.
    package enum Structure: UInt8, Sendable {
        /// Children are laid out apart (stacks, grids): drawn on each other by mistake only.
        case plain
        /// Children are layers (`ZStack`, `GeometryReader`).
        case layers
        /// A `background` or `overlay` slot: its views are layers of the view it belongs to.
        case slot
        /// A `Group` (or a button of several label views): its children sit in its parent.
        case group
    }

    /// Each record's parent record, or −1 for the root.
    package let parent: [Int32]
    package let depth: [Int32]
    package let role: [Role]
    package let structure: [Structure]
    /// Each record's own `id`, when it has one.
    package let viewID: [String?]
    /// Each record's path (empty for a slot).
    package let paths: [String]
    /// What the scenario allows each record, by lint kind name; empty for most.
    package let allow: [[String]]
    /// For a text with a `font` modifier of a fixed size: that size; `nil` otherwise.
    package let fixedFontSize: [Double?]
    /// The nearest record, this one or above it, that has a fixed frame (−1 for none), and
    /// which of its axes are fixed.
    package let boxOwner: [Int32]
    package let boxAxes: [(width: Bool, height: Bool)]
    /// The axes along which a scroll view (or list) around each record scrolls it, not
    /// counting the record's own: content beyond the safe area along them is below the fold.
    package let scrolledAxes: [Axis.Set]
    /// The nearest scroll view (or list) around each record, not counting the record itself
    /// (−1 for none): the record is seen only inside that scroll view's frame.
    package let scrollOwner: [Int32]
    /// Whether each record scrolls its content (a `ScrollView`, `List` or `Form`).
    package let scrolls: [Bool]
    /// How many records have a fixed frame: a layout reserves room for their rectangles once.
    let boxCount: Int
    /// For each label of the frame list, the record it is the frame of; −1 for an `id`'s frame.
    package let recordOfLabel: [Int32]

    /// No records: the facts of a frame list made without a prepared view.
    package static let empty = FrameFacts(records: [], paths: [], texts: [])

    /// The point size of a font that does not scale with Dynamic Type; `nil` for a text style's.
    private static func fixedSize(_ font: Font?) -> Double? {
        guard let resolved = font?.resolved(at: .large), resolved.textStyle == nil else { return nil }
        return resolved.pointSize
    }

    init(records: [ViewRecord], paths: [String], texts: [TextSpec]) {
        var parent: [Int32] = [], depth: [Int32] = [], role: [Role] = [], structure: [Structure] = []
        var viewID: [String?] = [], allow: [[String]] = [], fixedFontSize: [Double?] = []
        var boxOwner: [Int32] = [], boxAxes: [(width: Bool, height: Bool)] = [], recordOfLabel: [Int32] = []
        var scrolledAxes: [Axis.Set] = []
        var scrollOwner: [Int32] = []
        var scrolls: [Bool] = []
        let count = records.count
        var boxes = 0
        parent.reserveCapacity(count)
        depth.reserveCapacity(count)
        role.reserveCapacity(count)
        structure.reserveCapacity(count)
        viewID.reserveCapacity(count)
        allow.reserveCapacity(count)
        fixedFontSize.reserveCapacity(count)
        boxOwner.reserveCapacity(count)
        boxAxes.reserveCapacity(count)
        recordOfLabel.reserveCapacity(count)
        scrolledAxes.reserveCapacity(count)
        scrollOwner.reserveCapacity(count)
        scrolls.reserveCapacity(count)
        for i in records.indices {
            let up = Int32(records[i].parent ?? -1)
            parent.append(up)
            depth.append(Int32(records[i].depth))
            role.append(records[i].role)
            structure.append(records[i].structure)
            viewID.append(records[i].viewID)
            allow.append(records[i].allow)
            scrolledAxes.append(up >= 0 ? scrolledAxes[Int(up)].union(records[Int(up)].scrollAxes) : [])
            scrollOwner.append(up < 0 ? -1 : records[Int(up)].scrollAxes.isEmpty ? scrollOwner[Int(up)] : up)
            scrolls.append(!records[i].scrollAxes.isEmpty)
            var size: Double? = nil
            if let slot = records[i].textSlot {
                size = Self.fixedSize(texts[slot].font)
                // A concatenation's run in a fixed size is as fixed as a text in one.
                for run in texts[slot].runStyles where size == nil { size = Self.fixedSize(run.font) }
            }
            fixedFontSize.append(size)
            if let fixed = records[i].fixedFrame {
                boxes += 1
                boxOwner.append(Int32(i))
                boxAxes.append((fixed.width, fixed.height))
            } else {
                boxOwner.append(up >= 0 ? boxOwner[Int(up)] : -1)
                boxAxes.append((false, false))
            }
            // The same order as the frame report's label table.
            guard records[i].type != nil else { continue }
            recordOfLabel.append(Int32(i))
            for _ in records[i].ids { recordOfLabel.append(-1) }
        }
        self.parent = parent
        self.depth = depth
        self.role = role
        self.structure = structure
        self.viewID = viewID
        self.paths = paths
        self.allow = allow
        self.fixedFontSize = fixedFontSize
        self.boxOwner = boxOwner
        self.boxAxes = boxAxes
        self.scrolledAxes = scrolledAxes
        self.scrollOwner = scrollOwner
        self.scrolls = scrolls
        self.recordOfLabel = recordOfLabel
        boxCount = boxes
    }

    /// What a view of `content` draws and how its children share its space; a `Group`'s
    /// children, a modifier's slot and a button of several labels are marked where they are built.
    static func kind(of content: ViewContent) -> (Role, Structure) {
        switch content {
        case .text: (.text, .plain)
        case .image: (.image, .plain)
        case .shape, .color: (.shape, .plain)
        case .button: (.control, .plain)
        case .divider: (.divider, .plain)
        case .spacer: (.spacer, .plain)
        case .zStack, .geometryReader: (.container, .layers)
        case .group, .forEach, .conditional: (.container, .group)
        case .hStack, .vStack, .lazyHStack, .lazyVStack, .lazyVGrid, .lazyHGrid, .grid, .gridRow, .viewThatFits,
             .weightedStack, .flexibleStack, .scrollView, .list, .form, .section, .navigationStack:
            (.container, .plain)
        case let .kind(kind): (type(of: kind.base).role, .plain)
        }
    }
}
